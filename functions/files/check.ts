// The per-file checks of an upload: its name, its extension against the rules, its size and its
// first bytes. Only the head of a file is ever looked at, so a file can be checked while it streams.
import { fileTypeFromBuffer } from "file-type";
import { AppError, badRequest } from "../lib/errors";
import { kindIn, type UploadKind } from "./kinds";
import type { UploadRules } from "./rules";

/** How much of a file's start is read before it is accepted: enough for every signature we allow. */
export const SNIFF_BYTES = 8192;
const MAX_NAME = 200;

/** The uploader's file name as stored: NFC, no path separators, at most 200 characters. */
export function cleanFileName(name: string): string {
  // Control characters (a NUL, a line break) have no place in a name shown and sent back in headers.
  const orgName = name
    .normalize("NFC")
    .replace(/[\\/]/g, "_")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  if (orgName.length > MAX_NAME) throw badRequest(`파일 이름은 ${MAX_NAME}자 이하여야 합니다.`);
  return orgName;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The allowed kind of a file by its extension, or a 400 with the rules' message. */
export function kindOf(orgName: string, rules: UploadRules): { ext: string; kind: UploadKind } {
  const ext = extensionOf(orgName);
  const kind = kindIn(rules, ext);
  if (!kind) throw badRequest(rules.typeMessage);
  return { ext: ext === "jpeg" ? "jpg" : ext, kind };
}

export const tooManyFiles = (rules: UploadRules) =>
  badRequest(`파일은 최대 ${rules.maxFiles}개까지 첨부할 수 있습니다.`);

export const tooLarge = (rules: UploadRules, orgName: string) =>
  new AppError(413, `파일 크기는 ${rules.maxBytes / 1024 / 1024}MB 이하여야 합니다. (${orgName})`);

/**
 * Refuses a file whose first bytes are not what its extension promises. `head` is the first
 * SNIFF_BYTES of the file (or all of it when shorter); "text" means no signature and no NUL byte.
 */
export async function checkBytes(head: Uint8Array, kind: UploadKind, orgName: string): Promise<void> {
  let sniffed: string | undefined;
  try {
    sniffed = (await fileTypeFromBuffer(head))?.ext;
  } catch {
    // A head too short for a container's inner structure: judged by its signature alone below.
  }
  const found = sniffed ?? (head.includes(0) ? "unknown" : "text");
  if (!kind.sniffed.includes(found)) throw badRequest(`파일 내용이 확장자와 일치하지 않습니다. (${orgName})`);
}
