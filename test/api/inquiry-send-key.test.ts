// Decision 106: the inquiry form sends its own key (Idempotency-Key) with an inquiry. When the answer
// is lost on the way back (a phone between cells) and the customer sends the same form again, the
// second sending stores nothing and is answered as the first was: one inquiry, one set of files,
// one notice to staff. Without the key (the spec's client, the page without JavaScript) every
// sending is a new inquiry, as before.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, inquiry, mailOutbox } from "../../db/schema";
import { bucketKeys, call, callWith, db, expectJsonError, file, PNG, request, seedDatabase } from "../fixtures";

const DONE = "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.";
const BAD_KEY = "문의 화면의 전송 정보가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.";

function form(title: string, uploadIds: string[] = []) {
  const body = new FormData();
  body.append("title", title);
  body.append("content", "<p>발코니 창이 잘 닫히지 않습니다.</p>");
  body.append("writer", "김재전송");
  body.append("tel", "010-2468-1357");
  for (const id of uploadIds) body.append("uploadIds", id);
  return body;
}

const post = (body: FormData, key?: string) =>
  call("/api/inquiry", { method: "POST", body, headers: key ? { "Idempotency-Key": key } : {} });

async function stage() {
  const body = new FormData();
  body.append("file", file(PNG, "현장.png", "image/png"));
  const res = await call("/api/uploads", { method: "POST", body });
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadId: string }).uploadId;
}

async function rowsTitled(title: string) {
  return db().select().from(inquiry).where(eq(inquiry.title, title));
}

async function filesOf(inquiryId: number) {
  return db()
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "INQUIRY"), eq(fileBox.ownerId, inquiryId)));
}

async function mails() {
  const [row] = await db().select({ n: count() }).from(mailOutbox);
  return row?.n ?? 0;
}

beforeAll(seedDatabase);

describe("POST /api/inquiry with the form's key", () => {
  it("stores a form sent again after a lost answer once, with its photo, and tells staff once", async () => {
    const title = "재전송된 문의 한 번만";
    const key = crypto.randomUUID();
    const uploadId = await stage();
    const mailsBefore = await mails();

    const first = await post(form(title, [uploadId]), key);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(DONE);
    const keysAfterFirst = (await bucketKeys()).sort();
    // The same form again: the staged photo it names was used by the first sending.
    const again = await post(form(title, [uploadId]), key);
    expect(again.status).toBe(200);
    expect(again.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await again.text()).toBe(DONE);

    const rows = await rowsTitled(title);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.sendKey).toBe(key);
    expect((await filesOf(row?.inquiryId ?? 0)).map((f) => f.fileOrgName)).toEqual(["현장.png"]);
    expect((await bucketKeys()).sort()).toEqual(keysAfterFirst);
    expect(await mails()).toBe(mailsBefore + 1);
  });

  it("stores one inquiry when the two sendings arrive at once", async () => {
    const title = "동시에 두 번 보낸 문의";
    const key = crypto.randomUUID();
    const answers = await Promise.all([post(form(title), key), post(form(title), key)]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(DONE);
    }
    expect(await rowsTitled(title)).toHaveLength(1);
  });

  it("keeps two forms apart: another key, or no key at all, is another inquiry", async () => {
    const title = "같은 제목의 다른 문의";
    await post(form(title), crypto.randomUUID());
    await post(form(title), crypto.randomUUID());
    await post(form(title));
    await post(form(title));
    const rows = await rowsTitled(title);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.sendKey === null)).toHaveLength(2);
  });

  it("refuses a key no form makes with the Korean message, storing nothing", async () => {
    const title = "이상한 키의 문의";
    const before = await bucketKeys();
    for (const key of ["short", "x".repeat(65), "abc$def%ghi^jkl&mno*pqr", "a b c d e f g h i j k"]) {
      const res = await call("/api/inquiry", {
        method: "POST",
        body: form(title),
        headers: { "Idempotency-Key": key },
      });
      await expectJsonError(res, 400, BAD_KEY);
    }
    expect(await rowsTitled(title)).toEqual([]);
    expect(await bucketKeys()).toEqual(before);
  });

  it("a sending again after the inquiry was stored does not count against the address's limit", async () => {
    const title = "한도와 재전송";
    const key = crypto.randomUUID();
    const headers = { "CF-Connecting-IP": "203.0.113.77", "Idempotency-Key": key };
    // The default limit (5 a 10 minutes), not the tests' raised one: an eighth sending would be refused.
    const send = () =>
      callWith(request("/api/inquiry", { method: "POST", body: form(title), headers }), { INQUIRY_LIMIT: undefined });
    for (let i = 0; i < 8; i++) {
      const res = await send();
      expect(res.status, `sending ${i + 1}`).toBe(200);
      expect(await res.text()).toBe(DONE);
    }
    expect(await rowsTitled(title)).toHaveLength(1);
  });
});
