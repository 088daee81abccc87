// The browser's check of a customer's attachments (functions/files/rules.ts, decisions 083, 103):
// the server's rules said before anything is sent, and what one request can carry for 추가 문의.
import { describe, expect, it } from "vitest";
import { kindIn, mimeTypesOf } from "../../functions/files/kinds";
import {
  ATTACHMENT_RULES,
  BANNER_RULES,
  checkAttachments,
  IMAGE_RULES,
  LOGO_RULES,
  ONE_REQUEST_FILES_MB,
  PHOTO_FIT_INPUT_MAX_BYTES,
} from "../../functions/files/rules";

const MB = 1024 * 1024;
const chosen = (name: string, mb: number, type = "") => ({ name, size: Math.round(mb * MB), type });

describe("checkAttachments", () => {
  it("takes what the server takes", () => {
    expect(checkAttachments([])).toBeNull();
    expect(checkAttachments([chosen("거실.JPG", 3), chosen("도면.pdf", 20), chosen("견적.hwpx", 1)])).toBeNull();
  });

  it("says the first problem: count, type, then size", () => {
    const six = Array.from({ length: ATTACHMENT_RULES.maxFiles + 1 }, (_, i) => chosen(`사진${i}.png`, 1));
    expect(checkAttachments(six)).toBe("파일은 최대 5개까지 첨부할 수 있습니다.");
    expect(checkAttachments([chosen("a.png", 1), chosen("setup.exe", 1)])).toBe(
      `setup.exe: ${ATTACHMENT_RULES.typeMessage}`,
    );
    expect(checkAttachments([chosen("이름없음", 1)])).toBe(`이름없음: ${ATTACHMENT_RULES.typeMessage}`);
    expect(checkAttachments([chosen("큰 도면.pdf", 20.01)])).toBe("큰 도면.pdf: 파일 크기는 20MB 이하여야 합니다.");
  });

  it("takes a photo over 20 MB up to what the page can fit (it goes up fitted), nothing else", () => {
    const fitMb = PHOTO_FIT_INPUT_MAX_BYTES / MB;
    expect(fitMb).toBe(40);
    // A 200-megapixel phone photo.
    expect(checkAttachments([chosen("현관 200MP.jpg", 25, "image/jpeg")])).toBeNull();
    expect(checkAttachments([chosen("창틀.png", fitMb, "image/png"), chosen("벽.webp", 30, "image/webp")])).toBeNull();
    expect(checkAttachments([chosen("너무 큰 사진.jpg", fitMb + 0.01, "image/jpeg")])).toBe(
      "너무 큰 사진.jpg: 파일 크기는 20MB 이하여야 합니다.",
    );
    // Not fitted: a GIF, a document, or a photo the browser did not type.
    const notFitted: [string, string][] = [
      ["움짤.gif", "image/gif"],
      ["도면.pdf", "application/pdf"],
      ["이름만.jpg", ""],
    ];
    for (const [name, type] of notFitted)
      expect(checkAttachments([chosen(name, 25, type)])).toBe(`${name}: 파일 크기는 20MB 이하여야 합니다.`);
  });

  it("holds files sent together to what one request can carry", () => {
    const fiveLarge = Array.from({ length: 5 }, (_, i) => chosen(`도면${i}.pdf`, 19.5));
    // One by one (the inquiry form) they pass; in one request (추가 문의) they weigh 97.5 MB.
    expect(checkAttachments(fiveLarge)).toBeNull();
    expect(checkAttachments(fiveLarge, { together: true })).toBe(
      `첨부파일은 모두 합쳐 ${ONE_REQUEST_FILES_MB}MB까지 한 번에 보낼 수 있습니다. 나누어 남겨주세요.`,
    );
    const justUnder = [...Array.from({ length: 4 }, (_, i) => chosen(`도면${i}.pdf`, 20)), chosen("사진.jpg", 15)];
    expect(checkAttachments(justUnder, { together: true })).toBeNull();
  });
});

describe("KINDS (the server's and the back office's side of the rules)", () => {
  it("knows every extension any rule allows, and nothing a rule does not", () => {
    for (const rules of [ATTACHMENT_RULES, IMAGE_RULES, BANNER_RULES, LOGO_RULES]) {
      for (const ext of rules.extensions) expect(kindIn(rules, ext)?.mime, ext).toMatch(/^[a-z]+\/[a-z0-9.+-]+/);
      expect(kindIn(rules, "exe")).toBeUndefined();
    }
    expect(kindIn(IMAGE_RULES, "pdf")).toBeUndefined();
    expect(kindIn(ATTACHMENT_RULES, "pdf")).toEqual({ mime: "application/pdf", sniffed: ["pdf"] });
  });

  it("gives a picker's accept without repeats", () => {
    expect(mimeTypesOf(IMAGE_RULES)).toBe("image/jpeg,image/png,image/gif,image/webp");
  });
});
