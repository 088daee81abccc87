import { badRequest } from "./errors";

/** The JSON body of a request; a missing or malformed body is the sender's fault: 400. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") throw badRequest("요청 본문이 비어 있습니다.");
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("요청 본문의 JSON 형식이 올바르지 않습니다.");
  }
}

/** The values of a repeated query parameter (`?ids=1&ids=2`), blanks dropped. */
export function repeatedQuery(url: string, name: string): string[] {
  return new URL(url).searchParams.getAll(name).filter((v) => v.trim() !== "");
}
