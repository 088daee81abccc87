// The public 1:1 inquiry (SPEC §5 and §7 Public, API-SHAPES §3): a multipart form of text
// parts and attachments. A refused request must store nothing: no row, no file, no object.
import { env } from "cloudflare:test";
import { and, asc, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, inquiry, mailOutbox } from "../../db/schema";
import {
  bucketKeys,
  call,
  db,
  EXE,
  expectJsonError,
  file,
  GIF,
  JPEG,
  OLE,
  PDF,
  PNG,
  seedDatabase,
  ZIP,
} from "../fixtures";

const DONE = "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.";
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]+)$/;
const MB = 1024 * 1024;

type Field =
  | "title"
  | "content"
  | "writer"
  | "tel"
  | "email"
  | "addr"
  | "detailAddr"
  | "itemName"
  | "manuName"
  | "itemTypeName";

const VALID: Record<Field, string> = {
  title: "거실 창호 교체 견적 문의",
  content: "<p>거실 분합창 교체 견적 부탁드립니다.</p>",
  writer: "홍길동",
  tel: "010-1234-5678",
  email: "hong@example.com",
  addr: "경기도 화성시 동탄대로 100",
  detailAddr: "101동 1001호",
  itemName: "슈퍼세이브 242",
  manuName: "한빛 프리미엄",
  itemTypeName: "발코니 이중창",
};

/** The form as the inquiry page sends it: every text part (possibly empty), then `files`. */
function inquiryForm(fields: Partial<Record<Field, string>> = {}, files: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...VALID, ...fields })) form.append(name, value);
  for (const f of files) form.append("files", f);
  return form;
}

const post = (body: BodyInit, headers?: HeadersInit) => call("/api/inquiry", { method: "POST", body, headers });

async function expectDone(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await res.text()).toBe(DONE);
}

async function inquiryByTitle(title: string) {
  const rows = await db().select().from(inquiry).where(eq(inquiry.title, title));
  expect(rows, `inquiries titled ${title}`).toHaveLength(1);
  return rows[0] as typeof inquiry.$inferSelect;
}

function filesOf(inquiryId: number) {
  return db()
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "INQUIRY"), eq(fileBox.ownerId, inquiryId)))
    .orderBy(asc(fileBox.fileBoxId));
}

async function objectBytes(key: string): Promise<Uint8Array | null> {
  const object = await env.BUCKET.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

/** What is stored right now: inquiry rows, file rows, queued mail and R2 objects. */
async function storage() {
  const [inquiries] = await db().select({ n: count() }).from(inquiry);
  const [files] = await db().select({ n: count() }).from(fileBox);
  const [mails] = await db().select({ n: count() }).from(mailOutbox);
  return { inquiries: inquiries?.n, files: files?.n, mails: mails?.n, keys: (await bucketKeys()).sort() };
}

/** Sends a request that must be refused, and checks it left storage exactly as it was. */
async function expectRefusedAndNothingStored(
  body: BodyInit,
  status: number,
  message?: string | RegExp,
  headers?: HeadersInit,
) {
  const before = await storage();
  const text = await expectJsonError(await post(body, headers), status, message);
  expect(await storage()).toEqual(before);
  return text;
}

beforeAll(seedDatabase);

describe("POST /api/inquiry: a valid inquiry", () => {
  it("is stored with the submitted values and answered with the shown text", async () => {
    await expectDone(await post(inquiryForm()));
    const row = await inquiryByTitle(VALID.title);
    expect(row).toMatchObject(VALID);
    expect(row.createAt).toMatch(DATE_TIME);
    expect(row.updateAt).toMatch(DATE_TIME);
    expect(await filesOf(row.inquiryId)).toEqual([]);
  });

  it("keeps attachments with Korean names under generated names, with the exact bytes", async () => {
    const before = new Set(await bucketKeys());
    const title = "첨부 파일이 있는 문의";
    await expectDone(
      await post(
        inquiryForm({ title }, [file(PNG, "현장 사진.png", "image/png"), file(PDF, "도면.pdf", "application/pdf")]),
      ),
    );
    const row = await inquiryByTitle(title);
    const files = await filesOf(row.inquiryId);
    expect(files.map((f) => [f.fileOrgName, f.fileType, f.fileSize])).toEqual([
      ["현장 사진.png", "image/png", PNG.byteLength],
      ["도면.pdf", "application/pdf", PDF.byteLength],
    ]);
    const sent = [PNG, PDF];
    for (const [i, f] of files.entries()) {
      expect(f.ownerKind).toBe("INQUIRY");
      expect(f.ownerId).toBe(row.inquiryId);
      expect(f.isMain).toBe(false);
      expect(f.fileRegDate).toMatch(DATE_TIME);
      expect(f.fileName).toMatch(UUID_NAME);
      expect(UUID_NAME.exec(f.fileName)?.[1]).toBe(i === 0 ? "png" : "pdf");
      expect(f.r2Key).not.toContain(f.fileOrgName);
      expect(f.r2Key).not.toMatch(/현장|사진|도면/);
      expect(before.has(f.r2Key)).toBe(false);
      expect(await objectBytes(f.r2Key)).toEqual(sent[i]);
    }
    // Exactly the two new objects were written.
    const added = (await bucketKeys()).filter((k) => !before.has(k)).sort();
    expect(added).toEqual(files.map((f) => f.r2Key).sort());
  });

  it("ties each inquiry's attachments to that inquiry, not to the previous one", async () => {
    await expectDone(await post(inquiryForm({ title: "첫째 문의" }, [file(GIF, "첫째.gif")])));
    await expectDone(await post(inquiryForm({ title: "둘째 문의" }, [file(PDF, "둘째.pdf")])));
    const first = await inquiryByTitle("첫째 문의");
    const second = await inquiryByTitle("둘째 문의");
    expect((await filesOf(first.inquiryId)).map((f) => f.fileOrgName)).toEqual(["첫째.gif"]);
    expect((await filesOf(second.inquiryId)).map((f) => f.fileOrgName)).toEqual(["둘째.pdf"]);
  });

  it("accepts writer alone and tel alone", async () => {
    await expectDone(await post(inquiryForm({ title: "작성자만 입력", tel: "" })));
    expect((await inquiryByTitle("작성자만 입력")).writer).toBe("홍길동");
    await expectDone(await post(inquiryForm({ title: "연락처만 입력", writer: "" })));
    expect((await inquiryByTitle("연락처만 입력")).tel).toBe("010-1234-5678");
  });

  it("ignores the empty file part a browser sends when no file was chosen", async () => {
    const form = inquiryForm({ title: "파일 선택 안 함" });
    form.append("files", new File([], "", { type: "application/octet-stream" }));
    await expectDone(await post(form));
    expect(await filesOf((await inquiryByTitle("파일 선택 안 함")).inquiryId)).toEqual([]);
  });

  it("stores sanitized content: scripts, event handlers, javascript: links and outside images go, formatting stays", async () => {
    const title = "HTML 내용 정리";
    const content = [
      "<p>안녕하세요<script>alert('x')</script></p>",
      '<img src="https://example.com/site.png" onerror="alert(1)">',
      '<a href="javascript:alert(2)">나쁜 링크</a>',
      "<b>굵게</b>",
      '<a href="https://example.com/plan">도면 링크</a>',
    ].join("");
    await expectDone(await post(inquiryForm({ title, content })));
    const stored = (await inquiryByTitle(title)).content;
    expect(stored).not.toMatch(/<script|alert|onerror|javascript:/i);
    expect(stored).toContain("<p>안녕하세요</p>");
    expect(stored).not.toContain("<img");
    expect(stored).toContain("<b>굵게</b>");
    expect(stored).toContain(
      '<a href="https://example.com/plan" rel="noopener noreferrer nofollow" target="_blank">도면 링크</a>',
    );
    expect(stored).toContain("나쁜 링크");
  });
});

describe("POST /api/inquiry: validation (400 JSON, nothing stored)", () => {
  const photo = () => file(PNG, "현장 사진.png", "image/png");

  it("refuses a blank or missing title", async () => {
    const message = "문의 제목을 입력하세요.";
    await expectRefusedAndNothingStored(inquiryForm({ title: "" }, [photo()]), 400, message);
    await expectRefusedAndNothingStored(inquiryForm({ title: "   " }), 400, message);
    const noTitle = inquiryForm();
    noTitle.delete("title");
    await expectRefusedAndNothingStored(noTitle, 400, message);
  });

  it("refuses blank content, including markup with no visible text", async () => {
    const message = "문의 내용을 입력하세요.";
    for (const content of ["", "   ", "<p> </p>", "<p>&nbsp;</p>", "<p><br></p>"]) {
      await expectRefusedAndNothingStored(inquiryForm({ content }, [photo()]), 400, message);
    }
  });

  it("refuses an inquiry with neither writer nor tel", async () => {
    const message = "작성자, 연락처는 필수 입력 사항입니다.";
    await expectRefusedAndNothingStored(inquiryForm({ writer: "", tel: "" }, [photo()]), 400, message);
    await expectRefusedAndNothingStored(inquiryForm({ writer: "  ", tel: " " }), 400, message);
  });

  it("refuses an over-long title", async () => {
    await expectRefusedAndNothingStored(
      inquiryForm({ title: "가".repeat(300) }, [photo()]),
      400,
      "문의 제목은 200자 이하로 입력해주세요.",
    );
  });

  it("refuses a malformed email", async () => {
    for (const email of ["hong-at-example.com", "hong@", "hong @example.com"]) {
      await expectRefusedAndNothingStored(inquiryForm({ email }, [photo()]), 400, "이메일 형식이 올바르지 않습니다.");
    }
  });
});

describe("POST /api/inquiry: attachment rules (nothing stored when refused)", () => {
  it("refuses 6 files and accepts 5", async () => {
    const six = Array.from({ length: 6 }, (_, i) => file(PNG, `사진${i + 1}.png`, "image/png"));
    await expectRefusedAndNothingStored(inquiryForm({}, six), 400, "파일은 최대 5개까지 첨부할 수 있습니다.");
    await expectDone(await post(inquiryForm({ title: "파일 다섯 개" }, six.slice(0, 5))));
    expect(await filesOf((await inquiryByTitle("파일 다섯 개")).inquiryId)).toHaveLength(5);
  });

  it("answers 413 for a file over 20 MB, even after an allowed file", async () => {
    const big = new Uint8Array(20 * MB + 1);
    big.set(PDF);
    await expectRefusedAndNothingStored(
      inquiryForm({}, [file(PNG, "현장 사진.png", "image/png"), file(big, "큰 도면.pdf", "application/pdf")]),
      413,
      "파일 크기는 20MB 이하여야 합니다. (큰 도면.pdf)",
    );
  });

  it("accepts a file of exactly 20 MB", async () => {
    const limit = new Uint8Array(20 * MB);
    limit.set(PDF);
    await expectDone(
      await post(inquiryForm({ title: "20MB 도면" }, [file(limit, "도면 20MB.pdf", "application/pdf")])),
    );
    const [stored] = await filesOf((await inquiryByTitle("20MB 도면")).inquiryId);
    expect(stored?.fileSize).toBe(20 * MB);
    expect((await env.BUCKET.head(stored?.r2Key ?? ""))?.size).toBe(20 * MB);
    // 20 MB through the multipart reader: seconds on a busy 2-core machine.
  }, 30_000);

  it("refuses an extension that is not allowed", async () => {
    await expectRefusedAndNothingStored(
      inquiryForm({}, [file(PNG, "현장 사진.png", "image/png"), file(EXE, "setup.exe")]),
      400,
      /첨부할 수 없는 파일 형식입니다/,
    );
    await expectRefusedAndNothingStored(
      inquiryForm({}, [file(PDF, "확장자 없음")]),
      400,
      /첨부할 수 없는 파일 형식입니다/,
    );
  });

  it("refuses a file whose bytes do not match its extension", async () => {
    await expectRefusedAndNothingStored(
      inquiryForm({}, [file(PDF, "도면.pdf", "application/pdf"), file(EXE, "사진.png", "image/png")]),
      400,
      "파일 내용이 확장자와 일치하지 않습니다. (사진.png)",
    );
    await expectRefusedAndNothingStored(
      inquiryForm({}, [file(PNG, "도면.pdf", "application/pdf")]),
      400,
      "파일 내용이 확장자와 일치하지 않습니다. (도면.pdf)",
    );
  });

  it("refuses a .txt that holds NUL bytes (binary data)", async () => {
    const binary = new Uint8Array([0x68, 0x69, 0x00, 0x01, 0x02, 0x00, 0x68, 0x69]);
    await expectRefusedAndNothingStored(
      inquiryForm({}, [file(binary, "메모.txt", "text/plain")]),
      400,
      "파일 내용이 확장자와 일치하지 않습니다. (메모.txt)",
    );
  });

  it("accepts every allowed kind: jpg, png, gif, pdf, hwp, zip and UTF-8 txt", async () => {
    const text = new TextEncoder().encode("창 크기: 가로 2400mm × 세로 2100mm\n방문 가능 시간: 평일 오후\n");
    const sent: [string, Uint8Array, string][] = [
      ["현장.jpg", JPEG, "image/jpeg"],
      ["현장.png", PNG, "image/png"],
      ["움직이는 사진.gif", GIF, "image/gif"],
      ["견적서.pdf", PDF, "application/pdf"],
      ["요청서.hwp", OLE, "application/x-hwp"],
      ["도면 모음.zip", ZIP, "application/zip"],
      ["메모.txt", text, "text/plain; charset=utf-8"],
    ];
    const batches = [sent.slice(0, 5), sent.slice(5)];
    for (const [n, batch] of batches.entries()) {
      const title = `모든 형식 ${n + 1}`;
      await expectDone(
        await post(
          inquiryForm(
            { title },
            batch.map(([name, bytes]) => file(bytes, name)),
          ),
        ),
      );
      const rows = await filesOf((await inquiryByTitle(title)).inquiryId);
      expect(rows.map((r) => [r.fileOrgName, r.fileType])).toEqual(batch.map(([name, , type]) => [name, type]));
      for (const [i, row] of rows.entries()) {
        const [name, bytes] = batch[i] as [string, Uint8Array, string];
        expect(UUID_NAME.exec(row.fileName)?.[1]).toBe(name.split(".").pop());
        expect(await objectBytes(row.r2Key)).toEqual(bytes);
      }
    }
  });
});

describe("POST /api/inquiry: unreadable requests (400 JSON, not 500)", () => {
  it("refuses a body that is not multipart", async () => {
    const message = "multipart/form-data 형식으로 보내주세요.";
    await expectRefusedAndNothingStored(JSON.stringify(VALID), 400, message, { "content-type": "application/json" });
    await expectRefusedAndNothingStored("제목: 문의", 400, message, { "content-type": "text/plain" });
  });

  it("refuses a malformed multipart body", async () => {
    const message = "요청 본문을 읽을 수 없습니다. 올바른 multipart 형식인지 확인해주세요.";
    await expectRefusedAndNothingStored("this is not multipart at all", 400, message, {
      "content-type": "multipart/form-data; boundary=----bogus-boundary",
    });
    await expectRefusedAndNothingStored("--x\r\ncontent-disposition: form-data\r\n\r\n", 400, message, {
      "content-type": "multipart/form-data",
    });
    const truncated = '------b\r\ncontent-disposition: form-data; name="title"\r\n\r\n제목';
    await expectRefusedAndNothingStored(truncated, 400, message, {
      "content-type": "multipart/form-data; boundary=----b",
    });
  });
});
