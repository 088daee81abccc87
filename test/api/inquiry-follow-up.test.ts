// 추가 문의 (decision 102): on 내 문의 확인 a customer adds to one of their inquiries with the ticket
// the lookup gave (not the password again); the note shows in their thread and in the back office,
// reopens a closed inquiry, marks it unread and tells staff by mail without its text. A refused
// note keeps the list and what was typed; a ticket that is old, altered or someone else's adds nothing.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, inquiry, inquiryMemo, mailOutbox, pendingUpload } from "../../db/schema";
import type { Env } from "../../functions/env";
import { CUSTOMER_NOTE, CUSTOMER_NOTE_MESSAGES, telDigits } from "../../functions/schemas/inquiryRules";
import { ownerOf, ownerTicket } from "../../functions/services/inquiryCheck";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { bucketKeys, bytesOf, call, callWith, db, EXE, file, JPEG, PDF, request, seedDatabase } from "../fixtures";
import { CLEAN_WEBP, phoneWebp } from "../picture-fixtures";

const PASSWORD = "창호5678";
const TEL = "010-3131-4242";
let admin: LoggedIn;
let addressCount = 0;
const nextAddress = () => `203.0.113.${++addressCount}`;

/** POST the 내 문의 확인 page as a browser without JavaScript does, from its own address. */
const postCheck = (fields: Record<string, string>) =>
  callWith(
    request("/inquiryCheck", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "CF-Connecting-IP": nextAddress() },
    }),
    {},
  );
const ticketIn = (page: string) => page.match(/name="ticket" value="([^"]+)"/)?.[1] ?? "";
const titlesIn = (page: string) => [...page.matchAll(/<h3 id="check-\d+">([^<]*)<\/h3>/g)].map((m) => m[1]);
const decoded = (page: string) => page.replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

async function submit(title: string, tel = TEL) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    content: `<p>${title}</p>`,
    writer: "김고객",
    tel,
    checkPassword: PASSWORD,
  }))
    form.set(name, value);
  expect((await call("/api/inquiry", { method: "POST", body: form })).status).toBe(200);
  const [row] = await db().select().from(inquiry).where(eq(inquiry.title, title));
  return row as typeof inquiry.$inferSelect;
}

async function answer(inquiryId: number, content: string) {
  const res = await callAs(admin, "/api/admin/inquiry/memo", {
    method: "POST",
    body: JSON.stringify({ inquiryId, content, answer: true }),
    headers: { "content-type": "application/json" },
  });
  expect(res.status).toBe(201);
}

/** A lookup's page and the ticket it carries. */
async function lookUp(tel = TEL) {
  const page = await (await postCheck({ tel, password: PASSWORD })).text();
  const ticket = ticketIn(page);
  expect(ticket).toMatch(/^v1\./);
  return { page, ticket };
}

/**
 * A 추가 문의 as the page's form posts it, multipart with its files (decision 103); an empty file
 * input still sends a nameless part, as a browser does. `bindings` override the Worker's env.
 */
function note(
  ticket: string,
  inquiryId: number,
  text: string,
  files: File[] = [],
  {
    address = nextAddress(),
    bindings = {},
    sendKey,
  }: { address?: string; bindings?: Partial<Env>; sendKey?: string } = {},
) {
  const form = new FormData();
  form.set("ticket", ticket);
  form.set("inquiryId", String(inquiryId));
  form.set("note", text);
  if (files.length === 0) form.append("files", new File([], ""));
  for (const f of files) form.append("files", f);
  return callWith(
    request(`/inquiryCheck?intent=note${sendKey === undefined ? "" : `&sendKey=${sendKey}`}`, {
      method: "POST",
      body: form,
      headers: { "CF-Connecting-IP": address },
    }),
    bindings,
  );
}

const customerNotes = (inquiryId: number) =>
  db()
    .select()
    .from(inquiryMemo)
    .where(and(eq(inquiryMemo.inquiryId, inquiryId), eq(inquiryMemo.fromCustomer, true)));

const filesOf = (inquiryId: number) =>
  db()
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "INQUIRY"), eq(fileBox.ownerId, inquiryId)));

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

describe("추가 문의 on 내 문의 확인", () => {
  it("adds the customer's note, reopens the answered inquiry, marks it unread and tells staff", async () => {
    const asked = await submit("거실 창 견적 추가 문의");
    await answer(asked.inquiryId, "견적서를 보내드렸습니다.");
    // Staff read it, and it is 완료 with its retention period running.
    await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${asked.inquiryId}`);
    const before = (await db().select().from(inquiry).where(eq(inquiry.inquiryId, asked.inquiryId)))[0];
    expect(before).toMatchObject({ status: "완료" });
    expect(before?.doneAt).not.toBeNull();
    expect(before?.readAt).not.toBeNull();

    const { page, ticket } = await lookUp();
    expect(page).toContain("<summary>추가 문의 남기기</summary>");
    // The ticket is sealed: nothing of the number or the password can be read from it.
    expect(ticket).not.toContain(telDigits(TEL));
    expect(atob(ticket.split(".")[2]?.replaceAll("-", "+").replaceAll("_", "/") ?? "")).not.toContain("checkHash");

    const text = "창문 2개 더 추가해서 견적 부탁드립니다.\n방충망도 포함해주세요.";
    const res = await note(ticket, asked.inquiryId, text);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const after = decoded(await res.text());
    expect(after).toContain(CUSTOMER_NOTE_MESSAGES.added);
    // The thread, oldest first: the answer, then the note.
    const thread = [...after.matchAll(/<section class="(check-answer[^"]*)" aria-label="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(thread).toEqual([
      ["check-answer", "답변"],
      ["check-answer check-own-note", "추가 문의"],
    ]);
    expect(after).toContain(text);
    // A fresh ticket for the next note.
    expect(ticketIn(after)).toMatch(/^v1\./);

    const [stored] = await customerNotes(asked.inquiryId);
    expect(stored).toMatchObject({
      content: text,
      fromCustomer: true,
      isAnswer: false,
      writer: "김고객",
      usersId: null,
    });
    const row = (await db().select().from(inquiry).where(eq(inquiry.inquiryId, asked.inquiryId)))[0];
    expect(row).toMatchObject({ status: "처리중", doneAt: null, readAt: null });

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, asked.inquiryId));
    const notice = mails.find((m) => m.subject.startsWith("[추가 문의]"));
    expect(notice?.subject).toBe("[추가 문의] 거실 창 견적 추가 문의");
    expect(notice?.body).toContain("내 문의 확인에서 고객이 1:1 문의에 추가 문의를 남겼습니다.\n");
    expect(notice?.body).not.toContain("방충망");
    expect(notice?.body).not.toContain("3131");

    // The back office shows it as the customer's, in its memo history.
    const detail = (await (await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${asked.inquiryId}`)).json()) as {
      memos: { content: string; fromCustomer: boolean; isAnswer: boolean }[];
    };
    expect(detail.memos.map((m) => [m.isAnswer, m.fromCustomer])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("keeps the list and what was typed when a note is refused for its text", async () => {
    const asked = await submit("현관 중문 문의");
    const { ticket } = await lookUp();
    for (const [text, message] of [
      ["   ", CUSTOMER_NOTE_MESSAGES.empty],
      ["가".repeat(CUSTOMER_NOTE.max + 1), CUSTOMER_NOTE_MESSAGES.tooLong],
    ] as const) {
      const res = await note(ticket, asked.inquiryId, text);
      expect(res.status).toBe(400);
      const page = await res.text();
      expect(page).toContain(`<p id="note-error-${asked.inquiryId}" class="form-error" role="alert">${message}</p>`);
      expect(titlesIn(page)).toContain("현관 중문 문의");
      if (text.trim()) expect(page).toContain(text);
    }
    expect(await customerNotes(asked.inquiryId)).toEqual([]);
  });

  it("adds nothing with a ticket that is old, altered, not sealed, or another customer's", async () => {
    const asked = await submit("베란다 샷시 문의");
    const other = await submit("다른 고객 문의", "010-8080-9090");
    const owner = await ownerOf(TEL, PASSWORD);
    if (!owner) throw new Error("no owner");
    const old = await ownerTicket(env, owner, Date.now() - (CUSTOMER_NOTE.ticketMinutes + 1) * 60_000);
    const { ticket } = await lookUp();
    const altered = `${ticket.slice(0, -4)}${ticket.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    const plain = JSON.stringify({ ...owner, expires: Date.now() + 60_000 });
    for (const bad of [old, altered, plain, ""]) {
      const res = await note(bad, asked.inquiryId, "추가로 여쭙니다.");
      expect(res.status).toBe(400);
      const page = await res.text();
      expect(page).toContain(CUSTOMER_NOTE_MESSAGES.expired);
      expect(titlesIn(page)).toEqual([]);
    }
    // A good ticket names its owner only: another number's inquiry is not found.
    const res = await note(ticket, other.inquiryId, "남의 문의에 쓰기");
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(
      '<p class="form-error" role="alert">입력하신 연락처와 비밀번호로 확인할 수 있는 문의가 없습니다.</p>',
    );
    // The customer's own list stays, newest first.
    expect(titlesIn(page)).toEqual(["베란다 샷시 문의", "현관 중문 문의", "거실 창 견적 추가 문의"]);
    for (const id of [asked.inquiryId, other.inquiryId]) expect(await customerNotes(id)).toEqual([]);
  });

  it(`stops at ${CUSTOMER_NOTE.perInquiry} notes on one inquiry`, async () => {
    const asked = await submit("여러 번 추가 문의");
    await db()
      .insert(inquiryMemo)
      .values(
        Array.from({ length: CUSTOMER_NOTE.perInquiry }, (_, i) => ({
          inquiryId: asked.inquiryId,
          content: `추가 ${i + 1}`,
          fromCustomer: true,
          writer: "김고객",
        })),
      );
    const { ticket } = await lookUp();
    const res = await note(ticket, asked.inquiryId, "한 번 더");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(CUSTOMER_NOTE_MESSAGES.limit);
    expect(await customerNotes(asked.inquiryId)).toHaveLength(CUSTOMER_NOTE.perInquiry);
  });

  it("takes files with a note: the inquiry's attachments, named by that note for staff and the customer", async () => {
    const asked = await submit("욕실 창 누수 A/S");
    const { ticket } = await lookUp();
    const keysBefore = await bucketKeys();
    const res = await note(ticket, asked.inquiryId, "누수 부위 사진입니다.", [
      file(JPEG, "누수 부위.jpg", "image/jpeg"),
      file(PDF, "보증서.pdf", "application/pdf"),
    ]);
    expect(res.status).toBe(200);
    const page = decoded(await res.text());
    expect(page).toContain(CUSTOMER_NOTE_MESSAGES.added);
    // The customer sees what went with their note, by name only (the files stay with staff).
    expect(page).toContain('<p class="check-note-files">첨부 2개: 누수 부위.jpg, 보증서.pdf</p>');
    expect(page).not.toContain("/api/admin/inquiry/files");

    const [memo] = await customerNotes(asked.inquiryId);
    const rows = await db()
      .select()
      .from(fileBox)
      .where(eq(fileBox.memoId, memo?.memoId ?? -1));
    expect(rows.map((r) => [r.fileOrgName, r.ownerKind, r.ownerId])).toEqual([
      ["누수 부위.jpg", "INQUIRY", asked.inquiryId],
      ["보증서.pdf", "INQUIRY", asked.inquiryId],
    ]);
    expect((await bucketKeys()).filter((k) => !keysBefore.includes(k)).sort()).toEqual(rows.map((r) => r.r2Key).sort());
    expect(await db().select().from(pendingUpload)).toEqual([]);

    // Staff find them with the note, in the attachments' shape, and open them; the inquiry's own
    // attachments (the spec's list) are as sent.
    const detail = (await (await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${asked.inquiryId}`)).json()) as {
      inquiryFiles: unknown[];
      memos: { memoId: number; files: { id: number; fileBoxId: number; fileOrgName: string; fileName: string }[] }[];
    };
    expect(detail.inquiryFiles).toEqual([]);
    const noteFiles = detail.memos.find((m) => m.memoId === memo?.memoId)?.files ?? [];
    expect(noteFiles).toEqual(
      rows.map((r) => ({ id: r.fileBoxId, fileBoxId: r.fileBoxId, fileOrgName: r.fileOrgName, fileName: r.fileName })),
    );
    const pdf = await callAs(admin, `/api/admin/inquiry/files/download/${noteFiles[1]?.fileBoxId}`);
    expect(await bytesOf(pdf)).toEqual(PDF);

    // Deleting the inquiry takes the note's files with it.
    expect((await callAs(admin, `/api/admin/inquiry?inquiryId=${asked.inquiryId}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect(await filesOf(asked.inquiryId)).toEqual([]);
    expect(await bucketKeys()).toEqual(keysBefore);
  });

  it("stores a note's phone photo without where it was taken (decision 157)", async () => {
    const asked = await submit("창문 틈새 사진 추가");
    const { ticket } = await lookUp();
    const res = await note(ticket, asked.inquiryId, "", [file(phoneWebp(), "틈새.webp", "image/webp")]);
    expect(res.status).toBe(200);
    const [row] = await filesOf(asked.inquiryId);
    const stored = await env.BUCKET.get(row?.r2Key ?? "");
    expect(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer())).toEqual(CLEAN_WEBP);
    expect(row?.fileSize).toBe(CLEAN_WEBP.length);
  });

  it("tells staff how many files came with a note, and nothing of them", async () => {
    const asked = await submit("창호 실측 사진 추가");
    const { ticket } = await lookUp();
    const res = await note(ticket, asked.inquiryId, "실측 사진입니다.", [
      file(JPEG, "거실 창 실측.jpg", "image/jpeg"),
      file(JPEG, "안방 창 실측.jpg", "image/jpeg"),
    ]);
    expect(res.status).toBe(200);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, asked.inquiryId));
    const notice = mails.find((m) => m.subject === "[추가 문의] 창호 실측 사진 추가");
    expect(notice?.body).toContain("추가 문의를 남겼습니다. 첨부파일 2개가 함께 왔습니다.\n");
    expect(notice?.body).not.toContain("실측.jpg");
  });

  it("takes a photo without text, and refuses a note with neither", async () => {
    const asked = await submit("방충망 파손 사진");
    const { ticket } = await lookUp();
    const empty = await note(ticket, asked.inquiryId, "  ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(CUSTOMER_NOTE_MESSAGES.empty);

    const res = await note(ticket, asked.inquiryId, "", [file(JPEG, "방충망.jpg", "image/jpeg")]);
    expect(res.status).toBe(200);
    const page = decoded(await res.text());
    expect(page).toContain("첨부 1개: 방충망.jpg");
    expect((await customerNotes(asked.inquiryId)).map((m) => m.content)).toEqual([""]);
  });

  it("stores none of the files of a refused note", async () => {
    const asked = await submit("샷시 교체 문의");
    const { ticket } = await lookUp();
    const keysBefore = await bucketKeys();
    const photo = () => file(JPEG, "창틀.jpg", "image/jpeg");
    const refusals: [Promise<Response>, number, string][] = [
      // The ticket, the text, the inquiry and the files themselves.
      [note("", asked.inquiryId, "사진 보냅니다.", [photo()]), 400, CUSTOMER_NOTE_MESSAGES.expired],
      [
        note(ticket, asked.inquiryId, "가".repeat(CUSTOMER_NOTE.max + 1), [photo()]),
        400,
        CUSTOMER_NOTE_MESSAGES.tooLong,
      ],
      [note(ticket, 999_999, "사진 보냅니다.", [photo()]), 400, "확인할 수 있는 문의가 없습니다"],
      [note(ticket, asked.inquiryId, "실행 파일", [photo(), file(EXE, "setup.exe")]), 400, "첨부할 수 없는 파일 형식"],
      [
        note(
          ticket,
          asked.inquiryId,
          "사진 여섯 장",
          Array.from({ length: 6 }, () => photo()),
        ),
        400,
        "최대 5개",
      ],
    ];
    for (const [sending, status, message] of refusals) {
      const res = await sending;
      expect(res.status).toBe(status);
      expect(await res.text()).toContain(message);
    }
    // Over the address limit: refused before the files are read.
    const address = "198.51.100.77";
    const bindings = { INQUIRY_LIMIT: "1/600" };
    expect((await note(ticket, asked.inquiryId, "첫 번째", [], { address, bindings })).status).toBe(200);
    const limited = await note(ticket, asked.inquiryId, "두 번째", [photo()], { address, bindings });
    expect(limited.status).toBe(429);

    expect((await customerNotes(asked.inquiryId)).map((m) => m.content)).toEqual(["첫 번째"]);
    expect(await filesOf(asked.inquiryId)).toEqual([]);
    expect(await db().select().from(pendingUpload)).toEqual([]);
    expect(await bucketKeys()).toEqual(keysBefore);
  });

  it("over the address limit keeps the list and the typed text, and reads no file", async () => {
    const asked = await submit("이중창 결로 문의");
    const { ticket } = await lookUp();
    const address = "198.51.100.78";
    const bindings = { INQUIRY_LIMIT: "1/600" };
    expect((await note(ticket, asked.inquiryId, "첫 번째", [], { address, bindings })).status).toBe(200);
    const keysBefore = await bucketKeys();

    // The form's fields, then a photo whose bytes never finish arriving: reading them would hang.
    const boundary = "----note-over-limit";
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = new TextEncoder().encode(
      `${field("ticket", ticket)}${field("inquiryId", String(asked.inquiryId))}${field("note", "창틀 사진 보냅니다.")}` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="창틀.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(JPEG.slice(0, 64));
      },
    });
    const res = await callWith(
      request("/inquiryCheck?intent=note", {
        method: "POST",
        body,
        duplex: "half",
        headers: { "CF-Connecting-IP": address, "content-type": `multipart/form-data; boundary=${boundary}` },
      } as RequestInit),
      bindings,
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const page = decoded(await res.text());
    expect(page).toMatch(new RegExp(`${CUSTOMER_NOTE_MESSAGES.tooMany} \\d+분 후에 다시 시도해주세요.`));
    // The list is still there, the refused note's inquiry open with what was typed.
    expect(titlesIn(page)).toContain("이중창 결로 문의");
    expect(page).toMatch(/<textarea[^>]*>창틀 사진 보냅니다.<\/textarea>/);
    expect(ticketIn(page)).toMatch(/^v1\./);
    expect((await customerNotes(asked.inquiryId)).map((m) => m.content)).toEqual(["첫 번째"]);
    expect(await filesOf(asked.inquiryId)).toEqual([]);
    expect(await bucketKeys()).toEqual(keysBefore);

    // A ticket no good over the limit: the reason alone, as a lookup that failed.
    const bad = await note("v1.bad", asked.inquiryId, "세 번째", [], { address, bindings });
    expect(bad.status).toBe(429);
    const badPage = decoded(await bad.text());
    expect(badPage).toContain(CUSTOMER_NOTE_MESSAGES.tooMany);
    expect(titlesIn(badPage)).toEqual([]);
  });
});

// Decision 108: the page sends its own key with a note (`?sendKey=`). When the answer is lost on the
// way back and the customer sends the same note again, nothing more is stored and the page answers as
// the first time. Without a key (the page without JavaScript) every note is a new one, as before.
describe("a 추가 문의 sent again after a lost answer", () => {
  const BAD_KEY = "문의 화면의 전송 정보가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.";
  const mails = async () => (await db().select().from(mailOutbox)).length;
  const photo = () => file(JPEG, "창틀.jpg", "image/jpeg");

  it("is stored once with its photo, staff are told once, and the page says it was added", async () => {
    const asked = await submit("재전송 추가 문의");
    const { ticket } = await lookUp();
    const sendKey = crypto.randomUUID();
    const mailsBefore = await mails();
    const first = await note(ticket, asked.inquiryId, "사진 한 장 더 보냅니다.", [photo()], { sendKey });
    expect(first.status).toBe(200);
    const keysAfterFirst = (await bucketKeys()).sort();

    const again = await note(ticket, asked.inquiryId, "사진 한 장 더 보냅니다.", [photo()], { sendKey });
    expect(again.status).toBe(200);
    const page = decoded(await again.text());
    expect(page).toContain(CUSTOMER_NOTE_MESSAGES.added);
    expect(titlesIn(page)).toContain("재전송 추가 문의");
    const notes = await customerNotes(asked.inquiryId);
    expect(notes.map((m) => [m.content, m.sendKey])).toEqual([["사진 한 장 더 보냅니다.", sendKey]]);
    expect((await filesOf(asked.inquiryId)).map((f) => f.fileOrgName)).toEqual(["창틀.jpg"]);
    expect((await bucketKeys()).sort()).toEqual(keysAfterFirst);
    expect(await mails()).toBe(mailsBefore + 1);
  });

  it("is stored once when both sendings arrive at once", async () => {
    const asked = await submit("동시에 보낸 추가 문의");
    const { ticket } = await lookUp();
    const sendKey = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2].map(() => note(ticket, asked.inquiryId, "두 번 눌렀습니다.", [photo()], { sendKey })),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(decoded(await res.text())).toContain(CUSTOMER_NOTE_MESSAGES.added);
    }
    expect((await customerNotes(asked.inquiryId)).map((m) => m.content)).toEqual(["두 번 눌렀습니다."]);
    expect((await filesOf(asked.inquiryId)).map((f) => f.fileOrgName)).toEqual(["창틀.jpg"]);
  });

  it("keeps notes with other keys or none apart, and refuses a key that is not a page's", async () => {
    const asked = await submit("키가 다른 추가 문의");
    const { ticket } = await lookUp();
    expect((await note(ticket, asked.inquiryId, "하나", [], { sendKey: crypto.randomUUID() })).status).toBe(200);
    expect((await note(ticket, asked.inquiryId, "둘", [], { sendKey: crypto.randomUUID() })).status).toBe(200);
    expect((await note(ticket, asked.inquiryId, "셋")).status).toBe(200);
    expect((await note(ticket, asked.inquiryId, "셋")).status).toBe(200);
    for (const sendKey of ["short", "열여섯글자보다긴한국어키는안됩니다만", `${"a".repeat(65)}`]) {
      const res = await note(ticket, asked.inquiryId, "넷", [], { sendKey });
      expect(res.status, sendKey).toBe(400);
      expect(decoded(await res.text())).toContain(BAD_KEY);
    }
    expect((await customerNotes(asked.inquiryId)).map((m) => m.content)).toEqual(["하나", "둘", "셋", "셋"]);
  });

  it("is answered before the address limit counts it, and a key of another inquiry adds nothing", async () => {
    const asked = await submit("한도 안의 재전송");
    const other = await submit("다른 문의");
    const { ticket } = await lookUp();
    const address = "198.51.100.91";
    const bindings = { INQUIRY_LIMIT: "2/600" };
    const sendKey = crypto.randomUUID();
    for (let i = 0; i < 5; i++) {
      const res = await note(ticket, asked.inquiryId, "한 번만", [], { address, bindings, sendKey });
      expect(res.status, `sending ${i + 1}`).toBe(200);
    }
    expect((await customerNotes(asked.inquiryId)).map((m) => m.content)).toEqual(["한 번만"]);
    const elsewhere = await note(ticket, other.inquiryId, "한 번만", [], { address, bindings, sendKey });
    expect(elsewhere.status).toBe(400);
    expect(decoded(await elsewhere.text())).toContain(BAD_KEY);
    expect(await customerNotes(other.inquiryId)).toEqual([]);
    // The one stored note counted; one more sending fits under the limit of 2.
    expect((await note(ticket, asked.inquiryId, "새 문의", [], { address, bindings })).status).toBe(200);
  });
});
