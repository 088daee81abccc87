import { badRequest } from "./errors";

/** Reads a multipart (or urlencoded) body; a malformed body is the sender's fault: 400. */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
    throw badRequest("multipart/form-data 형식으로 보내주세요.");
  }
  try {
    return await request.formData();
  } catch {
    throw badRequest("요청 본문을 읽을 수 없습니다. 올바른 multipart 형식인지 확인해주세요.");
  }
}

/** The named text parts of a form; a file sent where text belongs is ignored. */
export function textFields<K extends string>(form: FormData, names: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

/**
 * A JSON DTO part (createItemDTO, …): sent as a Blob named "blob" with type application/json,
 * or as a plain string part (API-SHAPES §1).
 */
export async function jsonPart(form: FormData, name: string): Promise<unknown> {
  const value = form.get(name);
  if (value === null) throw badRequest(`${name} 항목이 없습니다.`);
  const text = typeof value === "string" ? value : await value.text();
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${name} 항목의 JSON 형식이 올바르지 않습니다.`);
  }
}
