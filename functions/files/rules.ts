// What may be uploaded, by extension (the bytes are checked against KINDS, files/kinds.ts, on the
// server). The public forms load this module: it holds no MIME type or signature, which only the
// server and the back office need.

/** Pictures: what product, editor and site images, and the customer's photos, may be. */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp"] as const;
/** Attachments of inquiries and board posts: pictures, documents, archives. */
export const ATTACHMENT_EXTENSIONS = [
  ...IMAGE_EXTENSIONS,
  "pdf",
  "hwp",
  "hwpx",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "txt",
  "zip",
] as const;

export interface UploadRules {
  extensions: readonly string[];
  maxFiles: number;
  maxBytes: number;
  /** Shown when the kind is refused, e.g. "이미지 파일만 업로드할 수 있습니다." */
  typeMessage: string;
  /** A JPEG, PNG or WebP is stored without its Exif, XMP and IPTC (decisions 081, 140, 157). */
  stripMetadata?: boolean;
}

const MB = 1024 * 1024;

/** Inquiry and board attachments: SPEC §5/§9 (20 MB, 5 files, documents, images, zip). */
export const ATTACHMENT_RULES: UploadRules = {
  extensions: ATTACHMENT_EXTENSIONS,
  maxFiles: 5,
  maxBytes: 20 * MB,
  typeMessage:
    "첨부할 수 없는 파일 형식입니다. 이미지(jpg, png, gif, webp), pdf, 한글(hwp, hwpx), 오피스 문서, txt, zip 파일만 첨부할 수 있습니다.",
};

/**
 * Attachments as the server stores them: a JPEG, PNG or WebP loses its Exif (GPS, phone), a post's
 * (decision 140) and a customer's, whatever client sent it (decision 157). Apart from
 * ATTACHMENT_RULES, which the public forms load, so their chunk does not carry the flag.
 */
export const STORED_ATTACHMENT_RULES: UploadRules = { ...ATTACHMENT_RULES, stripMetadata: true };

/** Product images and editor images. */
export const IMAGE_RULES: UploadRules = {
  extensions: IMAGE_EXTENSIONS,
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
    if (!ATTACHMENT_RULES.extensions.includes(ext)) return `${f.name}: ${ATTACHMENT_RULES.typeMessage}`;
    if (f.size > (FITTED_PHOTO.test(f.type) ? PHOTO_FIT_INPUT_MAX_BYTES : ATTACHMENT_RULES.maxBytes))
      return `${f.name}: 파일 크기는 ${ATTACHMENT_MB}MB 이하여야 합니다.`;
  }
  if (together && files.reduce((sum, f) => sum + f.size, 0) > ONE_REQUEST_FILES_MB * MB)
    return `첨부파일은 모두 합쳐 ${ONE_REQUEST_FILES_MB}MB까지 한 번에 보낼 수 있습니다. 나누어 남겨주세요.`;
  return null;
}
