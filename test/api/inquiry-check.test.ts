// 내 문의 확인 (decision 071): a customer who chose a password on the inquiry form reads the state
// of, and the answers to, their inquiries by phone number and password; nothing else of the
// office's work, nothing of another number, and never a cached or logged copy.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiry, mailOutbox } from "../../db/schema";
import { inquiryCheckHash } from "../../functions/auth/password";
import { ownInquiries } from "../../functions/services/inquiryCheck";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, checkedTitles, db, expectJsonError, lookUpInquiries, queryPlan, seedDatabase } from "../fixtures";

const NOT_FOUND = "입력하신 연락처와 비밀번호로 확인할 수 있는 문의가 없습니다.";
const PASSWORD = "창호1234";
let admin: LoggedIn;
let addressCount = 0;
const nextAddress = () => `198.51.100.${++addressCount}`;

/** POST /api/inquiry with the spec's parts and, when given, our checkPassword. */
async function submit(title: string, parts: Record<string, string>) {
  const form = new FormData();
  form.set("title", title);
  form.set("content", `<p>${title} 내용입니다.</p>`);
  form.set("writer", "김고객");
  for (const [name, value] of Object.entries(parts)) form.set(name, value);
  return call("/api/inquiry", { method: "POST", body: form });
}

async function rowOf(title: string) {
  const [row] = await db().select().from(inquiry).where(eq(inquiry.title, title));
  if (!row) throw new Error(`no inquiry ${title}`);
  return row;
}

/** The lookup form, each from a new client address. */
const lookUp = (tel: string, password: string, address = nextAddress()) => lookUpInquiries(tel, password, address);
const titlesIn = checkedTitles;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

describe("the password on the inquiry form", () => {
  it("is stored as a PBKDF2 hash salted with the number's digits, never as typed", async () => {
    expect((await submit("비밀번호 문의", { tel: "010-2222-3333", checkPassword: PASSWORD })).status).toBe(200);
    const row = await rowOf("비밀번호 문의");
    expect(row.checkHash).toBe(await inquiryCheckHash(PASSWORD, "01022223333"));
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
  });

  it("is optional: the spec's parts alone leave the inquiry without one", async () => {
    expect((await submit("비밀번호 없는 문의", { tel: "010-2222-3333" })).status).toBe(200);
    expect((await rowOf("비밀번호 없는 문의")).checkHash).toBeNull();
  });

  it("needs a phone number and 4 to 30 characters; a refused form stores nothing", async () => {
    const before = (await db().select().from(inquiry)).length;
    await expectJsonError(
      await submit("번호 없이", { checkPassword: PASSWORD }),
      400,
      "문의 확인 비밀번호를 정하시려면 연락처를 정확히 입력해주세요.",
    );
    await expectJsonError(
      await submit("짧은 번호", { tel: "1234", checkPassword: PASSWORD }),
      400,
      "문의 확인 비밀번호를 정하시려면 연락처를 정확히 입력해주세요.",
    );
    for (const checkPassword of ["123", "x".repeat(31)]) {
      await expectJsonError(
        await submit("길이", { tel: "010-2222-3333", checkPassword }),
        400,
        "문의 확인 비밀번호는 4자 이상 30자 이하로 입력해주세요.",
      );
    }
    expect((await db().select().from(inquiry)).length).toBe(before);
  });

  it("is taken by the form without JavaScript too", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: "스크립트 없는 문의",
      content: "현관 중문 견적",
      tel: "010 4444 5555",
      checkPassword: "0000",
      consent: "Y",
    })) {
      form.set(name, value);
    }
    const res = await call("/inquiryForm", { method: "POST", body: form, redirect: "manual" });
    expect(res.status).toBe(302);
    expect((await rowOf("스크립트 없는 문의")).checkHash).toBe(await inquiryCheckHash("0000", "01044445555"));
  });

  it("shows in the back office, which tells staff the customer will read the answers", async () => {
    const detailOf = async (title: string) => {
      const res = await callAs(admin, `/api/admin/inquiry/detail?inquiryId=${(await rowOf(title)).inquiryId}`);
      return (await res.json()) as { checkable: boolean; checkHash?: unknown };
    };
    const withPassword = await detailOf("비밀번호 문의");
    expect(withPassword.checkable).toBe(true);
    expect(withPassword).not.toHaveProperty("checkHash");
    expect((await detailOf("비밀번호 없는 문의")).checkable).toBe(false);
  });
});

describe("POST /inquiryCheck", () => {
  beforeAll(async () => {
    for (const [title, tel, checkPassword] of [
      ["다른 비밀번호", "010-2222-3333", "다른비밀번호"],
      ["다른 고객", "010-9999-8888", PASSWORD],
      ["두 번째 문의", "(010) 2222 3333", PASSWORD],
    ] as const) {
      expect((await submit(title, { tel, checkPassword })).status, title).toBe(200);
    }
    const first = (await rowOf("비밀번호 문의")).inquiryId;
    const post = (path: string, json: unknown) =>
      callAs(admin, path, {
        method: "POST",
        body: JSON.stringify(json),
        headers: { "content-type": "application/json" },
      });
    expect(
      (await post("/api/admin/inquiry/memo", { inquiryId: first, content: "내부 메모: 단가 확인 필요" })).status,
    ).toBe(201);
    expect(
      (
        await post("/api/admin/inquiry/memo", {
          inquiryId: first,
          content: "견적서를 보내드렸습니다.\n확인 부탁드립니다.",
          answer: true,
        })
      ).status,
    ).toBe(201);
  });

  it("shows that number's inquiries with that password, newest first, with answers but not memos", async () => {
    const res = await lookUp("01022223333", PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await res.text();
    expect(titlesIn(page)).toEqual(["두 번째 문의", "비밀번호 문의"]);
    expect(page).toContain("문의 2건");
    expect(page).toContain("견적서를 보내드렸습니다.\n확인 부탁드립니다.");
    expect(page).toContain("처리 완료");
    expect(page).toContain("<p>비밀번호 문의 내용입니다.</p>");
    expect(page).not.toContain("단가 확인");
    expect(page).toContain("아직 등록된 답변이 없습니다.");
  });

  it("finds the number however it is typed", async () => {
    for (const tel of ["010-2222-3333", "010 2222 3333", "(010)2222-3333"]) {
      expect(titlesIn(await (await lookUp(tel, PASSWORD)).text()), tel).toEqual(["두 번째 문의", "비밀번호 문의"]);
    }
    expect(titlesIn(await (await lookUp("010-2222-3333", "다른비밀번호")).text())).toEqual(["다른 비밀번호"]);
  });

  it("answers a wrong password, an unknown number and a short one alike, and says why", async () => {
    for (const [tel, password] of [
      ["010-2222-3333", "틀린비밀번호"],
      ["010-7777-7777", PASSWORD],
      ["3333", PASSWORD],
    ]) {
      const res = await lookUp(tel as string, password as string);
      expect(res.status, tel).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const page = await res.text();
      expect(page).toContain(`<p id="check-error" class="form-error" role="alert">${NOT_FOUND}</p>`);
      expect(titlesIn(page)).toEqual([]);
    }
  });

  it("asks for what is missing in Korean", async () => {
    const noTel = await (await lookUp("", PASSWORD)).text();
    expect(noTel).toContain("연락처를 입력해주세요.");
    const noPassword = await lookUp("010-2222-3333", "");
    expect(noPassword.status).toBe(400);
    expect(await noPassword.text()).toContain("비밀번호를 입력해주세요.");
    expect(await (await lookUp("010-abcd", PASSWORD)).text()).toContain("연락처는 숫자와 - 만 입력해주세요.");
  });

  it("refuses a body that is not a form with 400, as every public form does", async () => {
    const res = await call("/inquiryCheck", {
      method: "POST",
      body: JSON.stringify({ tel: "010-2222-3333", password: PASSWORD }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(
      '<p id="check-error" class="form-error" role="alert">multipart/form-data 형식으로 보내주세요.</p>',
    );
    expect(titlesIn(page)).toEqual([]);
  });

  it("limits guesses for one number from one address; another address is not held back", async () => {
    const address = nextAddress();
    for (let i = 1; i <= 5; i++)
      expect(await (await lookUp("010-2222-3333", `추측${i}`, address)).text()).toContain(NOT_FOUND);
    const refused = await lookUp("010-2222-3333", PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/문의 확인 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\./);
    expect(titlesIn(await (await lookUp("010-2222-3333", PASSWORD, nextAddress())).text())).toHaveLength(2);
  });

  it("leaves the shared page as it was: what was found is in no cached copy", async () => {
    await lookUp("010-2222-3333", PASSWORD);
    const first = await call("/inquiryCheck");
    const again = await call("/inquiryCheck");
    expect(again.headers.get("x-cache")).toBe("HIT");
    for (const res of [first, again]) {
      const page = await res.text();
      expect(page).toContain("<h1>내 문의 확인</h1>");
      expect(page).not.toContain("비밀번호 문의");
    }
  });

  it("reads through the index on the phone number's digits", async () => {
    const steps = await queryPlan(ownInquiries(db(), { digits: "01022223333", checkHash: "hash" }).toSQL());
    expect(steps).toContain("USING INDEX inquiry_tel_digits_idx");
    expect(steps).not.toMatch(/^SCAN inquiry\b/m);
  });

  it("is named in the answer mail of a customer who chose a password, with its address", async () => {
    await submit("메일 받는 고객", { tel: "010-6666-7777", email: "kim@example.com", checkPassword: PASSWORD });
    const { inquiryId } = await rowOf("메일 받는 고객");
    const res = await callAs(admin, "/api/admin/inquiry/memo", {
      method: "POST",
      body: JSON.stringify({ inquiryId, content: "실측 일정을 잡아드렸습니다.", answer: true, mail: true }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(201);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.inquiryId, inquiryId), eq(mailOutbox.kind, "ANSWER")));
    expect(mail?.body).toContain(
      [
        "이 답변은 홈페이지의 ‘내 문의 확인’에서 연락처와 문의 확인 비밀번호로 다시 보실 수 있고, 추가 문의와 사진도 남기실 수 있습니다.",
        "http://localhost:8787/inquiryCheck",
        "",
        "이 메일은 발신 전용입니다.",
      ].join("\n"),
    );
  });

  it("goes with the inquiry: a deleted one is found no more", async () => {
    const second = await rowOf("두 번째 문의");
    const res = await callAs(admin, `/api/admin/inquiry?inquiryId=${second.inquiryId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(titlesIn(await (await lookUp("010-2222-3333", PASSWORD)).text())).toEqual(["비밀번호 문의"]);
  });
});
