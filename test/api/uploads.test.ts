// Streamed uploads (decision 018): files go to R2 while the body arrives, as pending uploads that
// the owner's batch claims; staged uploads (one file per request) referred to by `uploadIds`; the
// sweep of what nobody claimed; and injected faults (an R2 failure mid-upload, a D1 batch that
// fails, a server that dies between the R2 writes and the D1 batch) that leave nothing behind.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { and, asc, count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fileBox, inquiry, item, pendingUpload } from "../../db/schema";
import type { Env } from "../../functions/env";
import { STAGED_MISSING, sweepPendingUploads, UPLOAD_GRACE_MS } from "../../functions/files/pending";
import { FORM_MESSAGES } from "../../functions/files/receive";
import worker from "../../functions/worker";
import { callAs, type LoggedIn, loginAsStaff } from "../auth-fixtures";
import { bucketKeys, call, countingBucket, db, EXE, expectJsonError, file, PDF, PNG, seedDatabase } from "../fixtures";

const DONE = "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.";
const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

let staff: LoggedIn;
let otherStaff: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  staff = await loginAsStaff();
  otherStaff = await loginAsStaff();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every row and object an upload can leave. */
async function storage() {
  const n = async (table: typeof inquiry | typeof fileBox | typeof pendingUpload | typeof item) =>
    (await db().select({ n: count() }).from(table))[0]?.n;
  return {
    inquiries: await n(inquiry),
    items: await n(item),
    files: await n(fileBox),
    pending: await n(pendingUpload),
    keys: (await bucketKeys()).sort(),
  };
}

function inquiryForm(title: string, files: File[] = [], uploadIds: string[] = []): FormData {
  const form = new FormData();
  form.append("title", title);
  form.append("content", "<p>첨부 확인 부탁드립니다.</p>");
  form.append("writer", "홍길동");
  for (const f of files) form.append("files", f);
  for (const id of uploadIds) form.append("uploadIds", id);
  return form;
}

const postInquiry = (body: FormData) => call("/api/inquiry", { method: "POST", body });

/** Sends the request through the Worker with some bindings replaced (fault injection). */
async function fetchWith(bindings: Partial<Env>, path: string, body: FormData) {
  const ctx = createExecutionContext();
  const request = new Request(`http://localhost${path}`, { method: "POST", body });
  const res = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function sha256(bytes: Uint8Array | ArrayBuffer) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as BufferSource));
}

/** A PDF of `size` bytes whose every byte depends on its position, to catch a misplaced part. */
function patternedPdf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 13)) & 0xff;
  bytes.set(PDF);
  return bytes;
}

async function inquiryFiles(title: string) {
  const [row] = await db().select().from(inquiry).where(eq(inquiry.title, title));
  if (!row) return null;
  return db()
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "INQUIRY"), eq(fileBox.ownerId, row.inquiryId)))
    .orderBy(asc(fileBox.fileBoxId));
}

interface Staged {
  uploadId: string;
  fileOrgName: string;
  fileSize: number;
  fileType: string;
}

async function stage(f: File): Promise<Staged> {
  const form = new FormData();
  form.append("file", f);
  const res = await call("/api/uploads", { method: "POST", body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as Staged;
}

describe("a multipart body is checked while it streams", () => {
  // Large bodies: generous limits for a busy machine.
  it("stores a file larger than one R2 part with the exact bytes, and no pending row once claimed", {
    timeout: 30_000,
  }, async () => {
    const bytes = patternedPdf(11 * MB + 12345);
    const title = "여러 조각으로 저장되는 도면";
    const res = await postInquiry(inquiryForm(title, [file(bytes, "큰 도면.pdf", "application/pdf")]));
    expect(await res.text()).toBe(DONE);
    const [stored] = (await inquiryFiles(title)) ?? [];
    expect(stored?.fileSize).toBe(bytes.length);
    const object = await env.BUCKET.get(stored?.r2Key ?? "");
    expect(object?.size).toBe(bytes.length);
    expect(await sha256(await (object as R2ObjectBody).arrayBuffer())).toEqual(await sha256(bytes));
    expect((await storage()).pending).toBe(0);
  });

  it("refuses a 6th file with 400 and keeps nothing of the 5 already written", async () => {
    const before = await storage();
    const six = Array.from({ length: 6 }, (_, i) => file(PNG, `사진${i + 1}.png`, "image/png"));
    await expectJsonError(
      await postInquiry(inquiryForm("여섯 장", six)),
      400,
      "파일은 최대 5개까지 첨부할 수 있습니다.",
    );
    expect(await storage()).toEqual(before);
  });

  it("answers 413 for a 21 MB file after an allowed one, and keeps nothing of either", {
    timeout: 30_000,
  }, async () => {
    const before = await storage();
    const big = patternedPdf(21 * MB);
    const files = [file(PNG, "현장.png", "image/png"), file(big, "큰 파일.pdf", "application/pdf")];
    await expectJsonError(
      await postInquiry(inquiryForm("너무 큰 파일", files)),
      413,
      "파일 크기는 20MB 이하여야 합니다. (큰 파일.pdf)",
    );
    expect(await storage()).toEqual(before);
  });

  it("refuses bytes that do not match the extension with 400, storing nothing", async () => {
    const before = await storage();
    const files = [file(PDF, "도면.pdf", "application/pdf"), file(EXE, "사진.png", "image/png")];
    await expectJsonError(
      await postInquiry(inquiryForm("가짜 사진", files)),
      400,
      "파일 내용이 확장자와 일치하지 않습니다. (사진.png)",
    );
    expect(await storage()).toEqual(before);
  });

  it("refuses invalid text after the files were written, and removes those files", async () => {
    const before = await storage();
    const form = new FormData();
    form.append("files", file(PNG, "먼저 온 사진.png", "image/png"));
    form.append("title", "");
    form.append("content", "<p>내용</p>");
    form.append("writer", "홍길동");
    await expectJsonError(await postInquiry(form), 400, "문의 제목을 입력하세요.");
    expect(await storage()).toEqual(before);
  });

  it("answers 413 with a Korean message for a body declared over 100 MB, before reading it", async () => {
    const before = await storage();
    const res = await call("/api/inquiry", {
      method: "POST",
      body: "--b\r\n",
      headers: { "content-type": "multipart/form-data; boundary=b", "content-length": String(100 * MB + 1) },
    });
    await expectJsonError(res, 413, FORM_MESSAGES.bodyTooLarge);
    expect(await storage()).toEqual(before);
  });

  it("skips a file sent under a part name it does not take, and stores the inquiry without it", async () => {
    const before = await storage();
    const form = inquiryForm("엉뚱한 이름의 파일");
    form.append("attachment", file(PNG, "사진.png", "image/png"));
    form.append("title2", file(patternedPdf(3 * MB), "큰 도면.pdf", "application/pdf"));
    expect(await (await postInquiry(form)).text()).toBe(DONE);
    expect(await inquiryFiles("엉뚱한 이름의 파일")).toEqual([]);
    const after = await storage();
    expect(after.keys).toEqual(before.keys);
    expect(after.pending).toBe(before.pending);
  });

  it("reads file names the strict grammar drops: Korean, with ; and =, RFC 5987 filename*, and a browser's %22 for a quote", async () => {
    const boundary = "----name-test";
    const part = (disposition: string, body: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n${body}\r\n`;
    const pdf = new TextDecoder().decode(PDF);
    const body = [
      part('name="title"', "이름 확인 문의"),
      part('name="content"', "<p>내용</p>"),
      part('name="writer"', "홍길동"),
      part('name="files"; filename="견적;최종=2차.pdf"', pdf),
      part(`name="files"; filename="fallback.pdf"; filename*=UTF-8''${encodeURIComponent("도면 원본.pdf")}`, pdf),
      // As browsers write `"` and a line break of a name (the HTML standard): %22, %0D%0A.
      part('name="files"; filename="견적서 %22최종%22 확정.pdf"', pdf),
      part('name="files"; filename="quote %22final%22%0D%0Av2.pdf"', pdf),
      `--${boundary}--\r\n`,
    ].join("");
    const res = await call("/api/inquiry", {
      method: "POST",
      body: new TextEncoder().encode(body),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(await res.text()).toBe(DONE);
    expect(((await inquiryFiles("이름 확인 문의")) ?? []).map((f) => f.fileOrgName)).toEqual([
      "견적;최종=2차.pdf",
      "도면 원본.pdf",
      '견적서 "최종" 확정.pdf',
      'quote "final"v2.pdf',
    ]);
  });
});

describe("staged uploads: POST /api/uploads, then uploadIds", () => {
  it("stages one file as pending and answers its id, name, size and type", async () => {
    const before = await storage();
    const staged = await stage(file(PDF, "견적 요청서.pdf", "application/pdf"));
    expect(staged).toEqual({
      uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fileOrgName: "견적 요청서.pdf",
      fileSize: PDF.length,
      fileType: "application/pdf",
    });
    const after = await storage();
    expect(after.pending).toBe((before.pending ?? 0) + 1);
    expect(after.keys).toHaveLength(before.keys.length + 1);
    expect(after.files).toBe(before.files);
  });

  it("refuses more than one file, a wrong type and an empty request, storing nothing", async () => {
    const before = await storage();
    const two = new FormData();
    two.append("file", file(PNG, "a.png", "image/png"));
    two.append("file", file(PNG, "b.png", "image/png"));
    await expectJsonError(
      await call("/api/uploads", { method: "POST", body: two }),
      400,
      "파일은 최대 1개까지 첨부할 수 있습니다.",
    );
    const exe = new FormData();
    exe.append("file", file(EXE, "setup.exe"));
    await expectJsonError(await call("/api/uploads", { method: "POST", body: exe }), 400, /첨부할 수 없는 파일 형식/);
    await expectJsonError(
      await call("/api/uploads", { method: "POST", body: new FormData() }),
      400,
      "올릴 파일을 선택해주세요.",
    );
    expect(await storage()).toEqual(before);
  });

  it("attaches staged files to the inquiry that names them, with spec `files` parts beside them", async () => {
    const a = await stage(file(PNG, "거실.png", "image/png"));
    const b = await stage(file(PDF, "도면.pdf", "application/pdf"));
    const before = await storage();
    const title = "미리 올린 파일 문의";
    const res = await postInquiry(
      inquiryForm(title, [file(PNG, "같이 보낸 사진.png", "image/png")], [a.uploadId, b.uploadId]),
    );
    expect(await res.text()).toBe(DONE);
    const rows = (await inquiryFiles(title)) ?? [];
    expect(rows.map((r) => [r.fileOrgName, r.fileSize])).toEqual([
      ["같이 보낸 사진.png", PNG.length],
      ["거실.png", PNG.length],
      ["도면.pdf", PDF.length],
    ]);
    const after = await storage();
    expect(after.pending).toBe((before.pending ?? 0) - 2);
    for (const row of rows) expect(after.keys).toContain(row.r2Key);
  });

  it("refuses an id used twice, unknown or malformed, and storing nothing then", async () => {
    const a = await stage(file(PNG, "한 번만.png", "image/png"));
    expect((await postInquiry(inquiryForm("첫 사용", [], [a.uploadId]))).status).toBe(200);
    const before = await storage();
    for (const id of [a.uploadId, crypto.randomUUID(), "../../etc/passwd"]) {
      await expectJsonError(await postInquiry(inquiryForm("두 번째 사용", [], [id])), 400, STAGED_MISSING);
    }
    expect(await storage()).toEqual(before);
  });

  it("counts staged and sent files together: six in all is a 400 that keeps the staged ones for a retry", async () => {
    const staged = [];
    for (let i = 1; i <= 5; i++) staged.push(await stage(file(PNG, `미리${i}.png`, "image/png")));
    const ids = staged.map((s) => s.uploadId);
    const before = await storage();
    await expectJsonError(
      await postInquiry(inquiryForm("여섯 개 합계", [file(PNG, "하나 더.png", "image/png")], ids)),
      400,
      "파일은 최대 5개까지 첨부할 수 있습니다.",
    );
    expect(await storage()).toEqual(before);
    // The same five, sent again without the extra file, go through.
    expect(await (await postInquiry(inquiryForm("다섯 개 재시도", [], ids))).text()).toBe(DONE);
    expect(await inquiryFiles("다섯 개 재시도")).toHaveLength(5);
  });

  it("keeps staff uploads to their purpose and their account", async () => {
    const stageAs = async (who: LoggedIn, purpose: string, f: File) => {
      const form = new FormData();
      form.append("file", f);
      return callAs(who, `/api/admin/uploads?purpose=${purpose}`, { method: "POST", body: form });
    };
    expect((await call("/api/admin/uploads?purpose=ITEM", { method: "POST", body: new FormData() })).status).toBe(401);
    await expectJsonError(await stageAs(staff, "INQUIRY", file(PNG, "a.png", "image/png")), 400);
    await expectJsonError(await stageAs(staff, "ITEM", file(PDF, "a.pdf", "application/pdf")), 400, /이미지 파일/);

    const image = (await (await stageAs(staff, "ITEM", file(PNG, "제품 사진.png", "image/png"))).json()) as Staged;
    // A visitor's inquiry cannot take it, nor can another account's item.
    await expectJsonError(
      await postInquiry(inquiryForm("직원 파일 가로채기", [], [image.uploadId])),
      400,
      STAGED_MISSING,
    );
    const itemForm = (name: string) => {
      const form = new FormData();
      const dto = { itemName: name, glassSpecId: 1, itemTypeId: 1, manuName: "한빛 프리미엄", itemYN: true };
      form.append("createItemDTO", new Blob([JSON.stringify(dto)], { type: "application/json" }), "blob");
      form.append("uploadIds", image.uploadId);
      return form;
    };
    await expectJsonError(
      await callAs(otherStaff, "/api/admin/items", { method: "POST", body: itemForm("남의 사진 제품") }),
      400,
      STAGED_MISSING,
    );
    const res = await callAs(staff, "/api/admin/items", { method: "POST", body: itemForm("미리 올린 사진 제품") });
    expect(res.status).toBe(200);
    const [created] = await db().select().from(item).where(eq(item.itemName, "미리 올린 사진 제품"));
    const images = await db()
      .select()
      .from(fileBox)
      .where(and(eq(fileBox.ownerKind, "ITEM"), eq(fileBox.ownerId, created?.itemId ?? 0)));
    expect(images.map((f) => [f.fileOrgName, f.isMain])).toEqual([["제품 사진.png", true]]);
  });
});

describe("the sweep of unclaimed uploads", () => {
  it("removes uploads never claimed once the grace period is over, logging the count", async () => {
    await sweepPendingUploads(db(), env.BUCKET, Date.now() + UPLOAD_GRACE_MS + HOUR);
    const claimed = await storage();
    expect(claimed.pending).toBe(0);
    const staged = await stage(file(PDF, "안 보낸 파일.pdf", "application/pdf"));
    const [row] = await db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, staged.uploadId));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    // Within the grace period nothing goes.
    expect(await sweepPendingUploads(db(), env.BUCKET, Date.now() + UPLOAD_GRACE_MS - HOUR)).toBe(0);
    expect(await env.BUCKET.head(row?.r2Key ?? "")).not.toBeNull();
    expect(await sweepPendingUploads(db(), env.BUCKET, Date.now() + UPLOAD_GRACE_MS + 1000)).toBe(1);
    expect(await env.BUCKET.head(row?.r2Key ?? "")).toBeNull();
    expect(await storage()).toEqual(claimed);
    expect(log).toHaveBeenCalledWith("[uploads] sweep removed 1 unclaimed upload(s) older than 24 h");
    // Claimed files are never touched.
    for (const key of claimed.keys) expect(await env.BUCKET.head(key)).not.toBeNull();
  });
});

describe("injected faults", () => {
  /** A binding that throws from the moment `dead()` says the server is gone. */
  function dying<T extends object>(real: T, dead: () => boolean, wrap?: (name: string, value: unknown) => unknown): T {
    return new Proxy(real, {
      get(target, name) {
        const value = Reflect.get(target, name);
        if (typeof value !== "function") return value;
        const bound = value.bind(target);
        return (...args: unknown[]) => {
          if (dead()) throw new Error("the server is gone");
          return wrap ? (wrap(String(name), bound) as (...a: unknown[]) => unknown)(...args) : bound(...args);
        };
      },
    });
  }

  /**
   * D1 whose batches fail after the first (the per-address limit's counter, before the body is
   * read); `crash` also kills D1 and R2 at that moment, as a killed server would.
   */
  function failingBatch(crash: boolean) {
    let killed = false;
    let batches = 0;
    const dead = () => killed;
    const session = (s: D1DatabaseSession) =>
      dying(s, dead, (name, fn) =>
        name === "batch" && ++batches > 1
          ? async () => {
              killed = crash;
              throw new Error("D1_ERROR: injected batch failure");
            }
          : fn,
      );
    const DB = dying(env.DB, dead, (name, fn) =>
      name === "withSession" ? (...a: unknown[]) => session((fn as (...x: unknown[]) => D1DatabaseSession)(...a)) : fn,
    );
    return { DB, BUCKET: dying(env.BUCKET, dead) };
  }

  it("an R2 failure on the second file ends in a 503 JSON message and leaves no row or object", async () => {
    const before = await storage();
    const { bucket, puts } = countingBucket(2);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const files = [file(PNG, "첫째.png", "image/png"), file(PDF, "둘째.pdf", "application/pdf")];
    const res = await fetchWith({ BUCKET: bucket }, "/api/inquiry", inquiryForm("저장소 장애", files));
    await expectJsonError(res, 503, FORM_MESSAGES.storage);
    expect(puts()).toBe(2);
    expect(await storage()).toEqual(before);
  });

  it("a D1 batch failure after the R2 writes ends in a 500 JSON message and removes the objects", async () => {
    const before = await storage();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const files = [file(PNG, "첫째.png", "image/png"), file(PDF, "둘째.pdf", "application/pdf")];
    const res = await fetchWith(failingBatch(false), "/api/inquiry", inquiryForm("D1 장애", files));
    await expectJsonError(res, 500, /^서버 오류가 발생했습니다\. \(오류 번호: [0-9a-f]{8}\)$/);
    expect(await storage()).toEqual(before);
  });

  it("a server killed between the R2 writes and the D1 batch leaves pending rows the sweep clears", {
    timeout: 30_000,
  }, async () => {
    const before = await storage();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const files = [file(PNG, "첫째.png", "image/png"), file(patternedPdf(6 * MB), "둘째.pdf", "application/pdf")];
    await fetchWith(failingBatch(true), "/api/inquiry", inquiryForm("죽은 서버", files));
    // What the dead server left: two objects with pending rows, no inquiry, no file row.
    const left = await storage();
    expect(left.inquiries).toBe(before.inquiries);
    expect(left.files).toBe(before.files);
    expect(left.pending).toBe((before.pending ?? 0) + 2);
    expect(left.keys).toHaveLength(before.keys.length + 2);

    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await sweepPendingUploads(db(), env.BUCKET, Date.now() + UPLOAD_GRACE_MS + 1000)).toBe(2);
    expect(await storage()).toEqual({ ...before, pending: 0 });
  });
});
