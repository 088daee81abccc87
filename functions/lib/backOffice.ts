// The back office without a signing key or with a wrong production configuration (decisions 017, 020). Kept out of functions/worker.ts: a Worker's
// main module may export only handlers.

export const BACK_OFFICE_UNAVAILABLE =
  "서버 설정 오류로 관리자 기능을 사용할 수 없습니다. 사이트 운영 담당자에게 문의해주세요.";
/**
 * Without a signing key nothing of the back office can work: it answers 503 (JSON on the API, a
 * plain page elsewhere) while the public site and the inquiry form go on; functions/config.ts logs why.
 */
export function backOfficeUnavailable(api: boolean): Response {
  const headers = { "Cache-Control": "no-store" };
  if (api) return Response.json({ status: 503, message: BACK_OFFICE_UNAVAILABLE }, { status: 503, headers });
  const title = "관리자 기능을 사용할 수 없습니다";
  const page = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title></head>
<body><main><p>503</p><h1>${title}</h1><p>${BACK_OFFICE_UNAVAILABLE}</p>
<p><a href="/">메인 페이지로 이동</a></p></main></body></html>`;
  return new Response(page, { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
