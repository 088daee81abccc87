// What may be uploaded, decided by extension AND by the file's own bytes.
// `sniffed` lists the kinds file-type may report for a genuine file of that extension;
// "text" means no binary signature and no NUL byte (plain text has no magic number).
export interface UploadKind {
  mime: string;
  sniffed: readonly string[];
}

const OLE = ["cfb"]; // legacy Office and HWP 5 files are OLE compound documents
const ZIP = ["zip"];

export const IMAGE_KINDS: Record<string, UploadKind> = {
  jpg: { mime: "image/jpeg", sniffed: ["jpg"] },
  jpeg: { mime: "image/jpeg", sniffed: ["jpg"] },
  png: { mime: "image/png", sniffed: ["png"] },
  gif: { mime: "image/gif", sniffed: ["gif"] },
  webp: { mime: "image/webp", sniffed: ["webp"] },
};

export const ATTACHMENT_KINDS: Record<string, UploadKind> = {
  ...IMAGE_KINDS,
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

export interface UploadRules {
  kinds: Record<string, UploadKind>;
  maxFiles: number;
  maxBytes: number;
  /** Shown when the kind is refused, e.g. "이미지 파일만 업로드할 수 있습니다." */
  typeMessage: string;
  /** Pictures every visitor sees: a JPEG is stored without its Exif, XMP and IPTC (decision 081). */
  stripMetadata?: boolean;
}

const MB = 1024 * 1024;

/** Inquiry and board attachments: SPEC §5/§9 (20 MB, 5 files, documents, images, zip). */
export const ATTACHMENT_RULES: UploadRules = {
  kinds: ATTACHMENT_KINDS,
  maxFiles: 5,
  maxBytes: 20 * MB,
  typeMessage:
    "첨부할 수 없는 파일 형식입니다. 이미지(jpg, png, gif, webp), pdf, 한글(hwp, hwpx), 오피스 문서, txt, zip 파일만 첨부할 수 있습니다.",
};

/** Product images and editor images. */
export const IMAGE_RULES: UploadRules = {
  kinds: IMAGE_KINDS,
  maxFiles: 10,
  maxBytes: 10 * MB,
  typeMessage: "이미지 파일(jpg, png, gif, webp)만 업로드할 수 있습니다.",
  stripMetadata: true,
};

/** Banner slides and footer logos (decision 031): no resizing, so the size limit keeps pages light. */
export const BANNER_RULES: UploadRules = { ...IMAGE_RULES, maxFiles: 1, maxBytes: 2 * MB };
export const LOGO_RULES: UploadRules = { ...IMAGE_RULES, maxFiles: 1, maxBytes: 1 * MB };

/** Types a browser may show inline; everything else is always downloaded. */
export const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"]);

// ---- A customer's attachments as the forms say and check them (the inquiry form, 추가 문의) ----
// Here with the rules rather than in a module of their own: both public forms load this chunk
// already, and one more small chunk took /inquiryForm past 100 KB gzip.

const ATTACHMENT_MB = ATTACHMENT_RULES.maxBytes / MB;
const ATTACHMENT_EXTENSIONS = Object.keys(ATTACHMENT_RULES.kinds);
/** The file input's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(",");
/** The rules in a line, under a file input. */
export const ATTACHMENT_HINT = `최대 ${ATTACHMENT_RULES.maxFiles}개, 파일당 ${ATTACHMENT_MB}MB까지. 이미지(jpg, png, gif, webp), pdf, 한글, 오피스 문서, txt, zip.`;
/** Added once the script runs: only it fits photos (decision 083). */
export const PHOTO_FIT_HINT = " 사진은 크기를 줄이고 촬영 위치 같은 사진 정보를 지운 뒤 올립니다.";

/**
 * What files sent in one request may weigh together: Cloudflare refuses a body over 100 MB before
 * the Worker sees it, with a page of its own, and five files of 20 MB with the form come to more.
 * The inquiry form sends files one by one; 추가 문의 sends them with the note.
 */
export const ONE_REQUEST_FILES_MB = 95;

/**
 * Larger than this, the browser does not fit a photo (decoding could take a phone's tab down);
 * up to it, a photo may be chosen over its rule's size, as what goes up is the fitted one.
 */
export const PHOTO_FIT_INPUT_MAX_BYTES = 40 * MB;
/** The types the browser fits (decision 083). */
export const FITTED_PHOTO = /^image\/(jpeg|png|webp)$/;

/**
 * The chosen files checked in the browser with the rules the server enforces: the first problem,
 * or null. A photo is held to what can be fitted, as the page fits it before it goes up (decision
 * 083). `together` also holds them to what one request can carry (ONE_REQUEST_FILES_MB).
 */
export function checkAttachments(
  files: readonly Pick<File, "name" | "size" | "type">[],
  { together = false }: { together?: boolean } = {},
): string | null {
  if (files.length > ATTACHMENT_RULES.maxFiles)
    return `파일은 최대 ${ATTACHMENT_RULES.maxFiles}개까지 첨부할 수 있습니다.`;
  for (const f of files) {
    const ext = f.name.split(".").pop()?.toLowerCase() ?? "";
    if (!ATTACHMENT_EXTENSIONS.includes(ext)) return `${f.name}: ${ATTACHMENT_RULES.typeMessage}`;
    if (f.size > (FITTED_PHOTO.test(f.type) ? PHOTO_FIT_INPUT_MAX_BYTES : ATTACHMENT_RULES.maxBytes))
      return `${f.name}: 파일 크기는 ${ATTACHMENT_MB}MB 이하여야 합니다.`;
  }
  if (together && files.reduce((sum, f) => sum + f.size, 0) > ONE_REQUEST_FILES_MB * MB)
    return `첨부파일은 모두 합쳐 ${ONE_REQUEST_FILES_MB}MB까지 한 번에 보낼 수 있습니다. 나누어 남겨주세요.`;
  return null;
}
