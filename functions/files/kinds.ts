// What each allowed extension is, for the server's checks and the back office's file pickers:
// its MIME type, and the kinds file-type may report for a genuine file of it ("text" means no binary
// signature and no NUL byte: plain text has no magic number). Which extensions a purpose takes is
// in files/rules.ts; not loaded by the public pages.
import type { ATTACHMENT_EXTENSIONS } from "./rules";

export interface UploadKind {
  mime: string;
  sniffed: readonly string[];
}

const OLE = ["cfb"]; // legacy Office and HWP 5 files are OLE compound documents
const ZIP = ["zip"];

export const KINDS: Record<(typeof ATTACHMENT_EXTENSIONS)[number], UploadKind> = {
  jpg: { mime: "image/jpeg", sniffed: ["jpg"] },
  jpeg: { mime: "image/jpeg", sniffed: ["jpg"] },
  png: { mime: "image/png", sniffed: ["png"] },
  gif: { mime: "image/gif", sniffed: ["gif"] },
  webp: { mime: "image/webp", sniffed: ["webp"] },
  pdf: { mime: "application/pdf", sniffed: ["pdf"] },
  hwp: { mime: "application/x-hwp", sniffed: OLE },
  hwpx: { mime: "application/hwp+zip", sniffed: ZIP },
  doc: { mime: "application/msword", sniffed: OLE },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", sniffed: ["docx", ...ZIP] },
  xls: { mime: "application/vnd.ms-excel", sniffed: OLE },
  xlsx: { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", sniffed: ["xlsx", ...ZIP] },
  ppt: { mime: "application/vnd.ms-powerpoint", sniffed: OLE },
  pptx: {
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    sniffed: ["pptx", ...ZIP],
  },
  txt: { mime: "text/plain; charset=utf-8", sniffed: ["text"] },
  zip: { mime: "application/zip", sniffed: ZIP },
};

/** The kind of an extension the rules allow, or undefined. */
export const kindIn = (rules: { extensions: readonly string[] }, ext: string): UploadKind | undefined =>
  rules.extensions.includes(ext) ? KINDS[ext as keyof typeof KINDS] : undefined;

/** The MIME types of what the rules allow: a file picker's `accept`. */
export const mimeTypesOf = (rules: { extensions: readonly string[] }) =>
  [...new Set(rules.extensions.map((ext) => KINDS[ext as keyof typeof KINDS].mime))].join(",");
