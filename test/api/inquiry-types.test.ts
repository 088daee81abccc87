// 문의 유형 (decision 096): a visitor sends a general 1:1 inquiry or an A/S request; an A/S
// request needs a phone number and an address, says so in the staff's mail, and the inbox, the
// detail, the CSV export and 내 문의 확인 tell the two apart. The spec's client, which sends no
// type, keeps making general inquiries.
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiry, mailOutbox } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { bytesOf, call, db, expectJsonError, seedDatabase } from "../fixtures";

const DONE = "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.";
const AS_CONTACT = "A/S 문의는 방문 확인을 위해 연락처와 주소를 입력해주세요.";
let admin: LoggedIn;

/** POST /api/inquiry with the spec's parts (a title made unique) and the given extra parts. */
async function submit(title: string, parts: Record<string, string> = {}) {
  const form = new FormData();
  const all = { title, content: `<p>${title} 내용</p>`, writer: "김고객", ...parts };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return call("/api/inquiry", { method: "POST", body: form });
}

async function rowOf(title: string) {
  const rows = await db().select().from(inquiry).where(eq(inquiry.title, title));
  expect(rows, title).toHaveLength(1);
  return rows[0] as typeof inquiry.$inferSelect;
}

const inquiryCount = async () => (await db().select({ id: inquiry.inquiryId }).from(inquiry)).length;

const AS_PARTS = { inquiryType: "AS", tel: "010-7777-8888", addr: "경기도 화성시 동탄대로 100" };

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

describe("POST /api/inquiry with a type", () => {
  it("without the part (the spec's client) or blank, stores a general inquiry mailed as [1:1 문의]", async () => {
    for (const [title, parts] of [
      ["유형 없는 문의", {}],
      ["빈 유형 문의", { inquiryType: " " }],
    ] as const) {
      const res = await submit(title, parts);
      expect(await res.text()).toBe(DONE);
      const row = await rowOf(title);
      expect(row.inquiryType).toBe("GENERAL");
      const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, row.inquiryId));
      expect(mail?.subject).toBe(`[1:1 문의] ${title}`);
      expect(mail?.body).toContain("새 1:1 문의가 등록되었습니다.");
    }
  });

  it("stores an A/S request and mails staff [A/S 문의]", async () => {
    const res = await submit("베란다 창 잠금장치 고장", AS_PARTS);
    expect(await res.text()).toBe(DONE);
    const row = await rowOf("베란다 창 잠금장치 고장");
    expect(row).toMatchObject({ inquiryType: "AS", tel: AS_PARTS.tel, addr: AS_PARTS.addr, status: "신규" });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, row.inquiryId));
    expect(mail?.subject).toBe("[A/S 문의] 베란다 창 잠금장치 고장");
    expect(mail?.body).toContain("홈페이지에 새 A/S 문의가 등록되었습니다.");
    // Still nothing personal in a staff mail.
    expect(mail?.body).not.toContain(AS_PARTS.tel);
    expect(mail?.body).not.toContain(AS_PARTS.addr);
  });

  it("refuses an A/S request without a phone number or an address, storing nothing", async () => {
    const before = await inquiryCount();
    await expectJsonError(await submit("주소 없는 A/S", { ...AS_PARTS, addr: "" }), 400, AS_CONTACT);
    await expectJsonError(await submit("연락처 없는 A/S", { ...AS_PARTS, tel: "  " }), 400, AS_CONTACT);
    expect(await inquiryCount()).toBe(before);
  });

  it("refuses a type it does not know, in Korean", async () => {
    const before = await inquiryCount();
    for (const inquiryType of ["REPAIR", "as", "GENERAL,AS"]) {
      await expectJsonError(
        await submit(`모르는 유형 ${inquiryType}`, { ...AS_PARTS, inquiryType }),
        400,
        "문의 유형은 일반 1:1 문의(GENERAL) 또는 A/S 문의(AS) 중에서 골라주세요.",
      );
    }
    expect(await inquiryCount()).toBe(before);
  });

  it("is taken by the form without JavaScript, which refuses an A/S request without an address on the page", async () => {
    const form = (addr: string) => {
      const body = new FormData();
      const parts = { ...AS_PARTS, addr, title: "스크립트 없는 A/S", content: "방충망이 찢어졌어요", consent: "Y" };
      for (const [name, value] of Object.entries(parts)) body.set(name, value);
      return body;
    };
    const withPassword = form("");
    withPassword.set("checkPassword", "secret-7788");
    const refused = await call("/inquiryForm", { method: "POST", body: withPassword });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(AS_CONTACT);
    // The form comes back as typed (decision 107), its password never.
    expect(page).toMatch(/<input id="title" name="title"[^>]* value="스크립트 없는 A\/S"/);
    expect(page).toMatch(/<input id="tel" name="tel"[^>]* value="010-7777-8888"/);
    expect(page).toMatch(/<textarea id="content" name="content"[^>]*>방충망이 찢어졌어요<\/textarea>/);
    expect(page).toMatch(/<input type="checkbox" name="consent" checked="" value="Y"/);
    expect(page).not.toContain("secret-7788");
    const res = await call("/inquiryForm", { method: "POST", body: form(AS_PARTS.addr), redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/inquiryForm?sent=1&inquiryType=AS#main");
    expect((await rowOf("스크립트 없는 A/S")).inquiryType).toBe("AS");
  });
});

describe("the back office", () => {
  type Row = { inquiryId: number; title: string; inquiryType: string };
  const list = async (query: string) => {
    const res = await callAs(admin, `/api/admin/inquiry?size=100&${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { content: Row[]; totalElements: number }).content;
  };

  it("filters the inbox by type and marks each row with it", async () => {
    const asRows = await list("inquiryType=AS");
    expect(asRows.map((r) => r.title).sort()).toEqual(["베란다 창 잠금장치 고장", "스크립트 없는 A/S"]);
    const general = await list("inquiryType=GENERAL");
    expect(general.length).toBeGreaterThan(0);
    expect(general.every((r) => r.inquiryType === "GENERAL")).toBe(true);
    const all = await list("");
    expect(all).toHaveLength(asRows.length + general.length);
    // With the other filters: the keyword narrows the A/S list further.
    expect((await list(`inquiryType=AS&searchKeyword=${encodeURIComponent("방충망")}`)).map((r) => r.title)).toEqual([
      "스크립트 없는 A/S",
    ]);
    await expectJsonError(
      await callAs(admin, "/api/admin/inquiry?inquiryType=REPAIR"),
      400,
      "문의 유형은 GENERAL(일반 1:1 문의) 또는 AS(A/S 문의)여야 합니다.",
    );
  });

  it("shows the type in the detail and in the CSV export", async () => {
    const { inquiryId } = await rowOf("베란다 창 잠금장치 고장");
    const detail = (await (await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${inquiryId}`)).json()) as {
      inquiryType: string;
    };
    expect(detail.inquiryType).toBe("AS");
    const text = new TextDecoder().decode(
      await bytesOf(await callAs(admin, "/api/admin/inquiry/export?inquiryType=AS")),
    );
    const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    const typeColumn = header?.indexOf("문의 유형") ?? -1;
    expect(typeColumn).toBeGreaterThan(0);
    expect(rows.map((r) => [r[2], r[typeColumn]]).sort()).toEqual([
      ["베란다 창 잠금장치 고장", "A/S 문의"],
      ["스크립트 없는 A/S", "A/S 문의"],
    ]);
  });
});

describe("the public pages", () => {
  it("/inquiryForm offers A/S, chosen by /help's link, and keys its cache by the type", async () => {
    const plain = await (await call("/inquiryForm")).text();
    expect(plain).toMatch(
      /<option value="GENERAL" selected="">일반 1:1 문의<\/option><option value="AS">A\/S 문의<\/option>/,
    );
    expect(plain).not.toContain("준비중");
    expect(plain).toContain("<h1>1:1 문의</h1>");
    const chosen = await (await call("/inquiryForm?inquiryType=AS&utm_source=kakao")).text();
    expect(chosen).toMatch(
      /<option value="GENERAL">일반 1:1 문의<\/option><option value="AS" selected="">A\/S 문의<\/option>/,
    );
    // Opened for an A/S request, the page says so in its heading.
    expect(chosen).toContain("<h1>A/S 접수</h1>");
    const help = await (await call("/help")).text();
    expect(help).toContain('href="/inquiryForm?inquiryType=AS"');
    expect(help).toContain("A/S 접수하기");
  });

  it("/inquiryForm's consent states the 보관 기간 the privacy settings hold", async () => {
    const current = (await (await callAs(admin, "/api/admin/settings/privacy")).json()) as { html: string };
    const setRetention = async (retentionMonths: number) => {
      const res = await callAs(admin, "/api/admin/settings/privacy", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ html: current.html, retentionMonths }),
      });
      expect(res.status).toBe(200);
    };
    const consent = async () =>
      /답변 완료 후 ([^ ]+)간 보관한 뒤 파기합니다/.exec(await (await call("/inquiryForm")).text())?.[1];
    expect(await consent()).toBe("1년");
    try {
      await setRetention(36);
      expect(await consent()).toBe("3년");
      await setRetention(6);
      expect(await consent()).toBe("6개월");
    } finally {
      await setRetention(12);
    }
  });

  it("내 문의 확인 marks an A/S request", async () => {
    const tel = "010-3131-4141";
    for (const [title, parts] of [
      ["확인용 일반 문의", { tel }],
      ["확인용 A/S 문의", { ...AS_PARTS, tel }],
    ] as const) {
      expect((await submit(title, { ...parts, checkPassword: "창호5678" })).status).toBe(200);
    }
    const page = await (
      await call("/inquiryCheck", {
        method: "POST",
        body: new URLSearchParams({ tel, password: "창호5678" }),
        headers: { "CF-Connecting-IP": "198.51.100.96" },
      })
    ).text();
    const cards = page.split('<li class="check-item">').slice(1);
    expect(cards).toHaveLength(2);
    const marked = cards.map((card) => [/<h3[^>]*>([^<]*)<\/h3>/.exec(card)?.[1], card.includes("A/S 문의</span>")]);
    expect(marked).toEqual([
      ["확인용 A/S 문의", true],
      ["확인용 일반 문의", false],
    ]);
  });
});
