// The one error type of the server. Anything may throw it; functions/app.ts maps it to
// `{ status, message }` JSON in one place.
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503,
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
