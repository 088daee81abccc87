// The one error type of the server. Anything may throw it; functions/app.ts maps it to
// `{ status, message }` JSON in one place (the Worker uses the same shape for what it refuses itself).
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 414 | 415 | 429 | 500 | 503,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message = "잘못된 요청입니다.") => new AppError(400, message);
export const notFound = (message = "요청하신 정보를 찾을 수 없습니다.") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** Throws a 404 when a looked-up row is missing, so callers read as straight-line code. */
export function found<T>(value: T | null | undefined, message?: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** The general Korean message of a status, for refusals that carry no message of their own. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: "잘못된 요청입니다.",
  401: "로그인이 필요한 서비스 입니다.",
  403: "접근 권한이 없습니다.",
  404: "요청하신 페이지를 찾을 수 없습니다.",
  405: "허용되지 않는 요청 방식입니다.",
  413: "요청 크기가 너무 큽니다.",
  414: "요청 주소가 너무 깁니다.",
  503: "일시적으로 요청을 처리할 수 없습니다. 잠시 후 다시 시도해주세요.",
};

/** The message of a server fault, with the id of its log line so a report can be matched. */
export const serverErrorMessage = (errorId: string) => `서버 오류가 발생했습니다. (오류 번호: ${errorId})`;

/** The JSON error shape of API-SHAPES §1. */
export function errorResponse(status: number, message: string, headers?: Record<string, string>): Response {
  return Response.json({ status, message }, { status, headers });
}
