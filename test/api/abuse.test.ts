// The open inquiry form against bots (decision 017): a limit per client address checked before
// the body is read (also for the form without JavaScript and the staged attachments), a honeypot,
// optional Turnstile. A refused request stores nothing.
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, inquiry, mailOutbox, pendingUpload } from "../../db/schema";
import { bucketKeys, call, callWith, db, expectJsonError, file, PNG, request, seedDatabase } from "../fixtures";

beforeAll(seedDatabase);

const DONE = "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.";
const TOO_MANY = /^문의 등록이 너무 많습니다\. \d+분 후에 다시 시도해주세요\.$/;

function inquiryForm(title: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  const parts = { title, content: "<p>창호 교체 견적 부탁드립니다.</p>", writer: "홍길동", tel: "010-1234-5678" };
  for (const [name, value] of Object.entries({ ...parts, ...extra })) form.append(name, value);
  form.append("files", file(PNG, "사진.png", "image/png"));
  return form;
}

let addressCount = 0;
const nextAddress = () => `192.0.2.${++addressCount}`;

/** A POST from a client address, with the default limit (no INQUIRY_LIMIT) unless vars say otherwise. */
const postFrom = (address: string | null, body: BodyInit, vars: Record<string, string | undefined> = {}) =>
  callWith(
    request("/api/inquiry", {
      method: "POST",
      body,
      headers: address ? { "CF-Connecting-IP": address } : {},
    }),
    { INQUIRY_LIMIT: undefined, ...vars },
  );

/** Everything an inquiry can leave behind: rows, file rows, objects, queued mail. */
async function stored() {
  const [[inquiries], [files], [mails], [pending]] = await Promise.all([
    db().select({ n: count() }).from(inquiry),
    db().select({ n: count() }).from(fileBox),
    db().select({ n: count() }).from(mailOutbox),
    db().select({ n: count() }).from(pendingUpload),
  ]);
  return {
    inquiries: inquiries?.n,
    files: files?.n,
    mails: mails?.n,
    pending: pending?.n,
    objects: (await bucketKeys()).length,
  };
}

async function expectTooMany(res: Response) {
  await expectJsonError(res, 429, TOO_MANY);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe("POST /api/inquiry: per address", () => {
  it("takes 5 inquiries from one address in 10 minutes by default; the 6th is 429 and stores nothing", async () => {
    const address = nextAddress();
    for (let i = 1; i <= 5; i++) {
      const res = await postFrom(address, inquiryForm(`기본 한도 ${i}`));
      expect(res.status, `inquiry ${i}`).toBe(200);
      expect(await res.text()).toBe(DONE);
    }
    const before = await stored();
    await expectTooMany(await postFrom(address, inquiryForm("기본 한도 6")));
    expect(await stored()).toEqual(before);
    // Another address is not affected.
    expect((await postFrom(nextAddress(), inquiryForm("다른 주소"))).status).toBe(200);
  });

  it("refuses before reading the body", async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) expect((await postFrom(address, inquiryForm(`선착순 ${i}`))).status).toBe(200);
    let pulled = false;
    // highWaterMark 0: the stream is pulled only when someone reads the body.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new Uint8Array(1024));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const res = await callWith(
      request("/api/inquiry", {
        method: "POST",
        body,
        headers: { "CF-Connecting-IP": address, "Content-Type": "multipart/form-data; boundary=x" },
        duplex: "half",
      } as RequestInit),
      { INQUIRY_LIMIT: undefined },
    );
    await expectTooMany(res);
    expect(pulled).toBe(false);
  });

  it("lets 40 parallel inquiries from one address store exactly 5", async () => {
    const address = nextAddress();
    const before = await stored();
    const statuses = (
      await Promise.all(Array.from({ length: 40 }, (_, i) => postFrom(address, inquiryForm(`동시 ${i}`))))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const after = await stored();
    expect(after.inquiries).toBe((before.inquiries ?? 0) + 5);
    expect(after.objects).toBe(before.objects + 5);
  });

  it("counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address", async () => {
    const network = ["2001:db8:9:1::1", "2001:db8:9:1:abcd::2", "2001:db8:9:1:ffff:ffff:ffff:ffff"];
    for (let i = 0; i < 5; i++)
      expect((await postFrom(network[i % 3] as string, inquiryForm(`v6 ${i}`))).status).toBe(200);
    await expectTooMany(await postFrom("2001:db8:9:1:1::1", inquiryForm("v6 over")));
    expect((await postFrom("2001:db8:9:2::1", inquiryForm("next /64"))).status).toBe(200);

    const v4 = nextAddress();
    for (let i = 0; i < 5; i++) expect((await postFrom(v4, inquiryForm(`v4 ${i}`))).status).toBe(200);
    await expectTooMany(await postFrom(`::ffff:${v4}`, inquiryForm("mapped")));
  });

  it("puts requests without an address (local tools) under one shared key", async () => {
    for (let i = 0; i < 5; i++) expect((await postFrom(null, inquiryForm(`no address ${i}`))).status).toBe(200);
    await expectTooMany(await postFrom(null, inquiryForm("no address 6")));
    await expectTooMany(await postFrom("not-an-address", inquiryForm("garbage address")));
  });

  it("follows INQUIRY_LIMIT, and ignores a malformed one", async () => {
    const address = nextAddress();
    const two = { INQUIRY_LIMIT: "2/60" };
    expect((await postFrom(address, inquiryForm("설정 1"), two)).status).toBe(200);
    expect((await postFrom(address, inquiryForm("설정 2"), two)).status).toBe(200);
    const res = await postFrom(address, inquiryForm("설정 3"), two);
    await expectTooMany(res);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    const other = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect((await postFrom(other, inquiryForm(`잘못된 설정 ${i}`), { INQUIRY_LIMIT: "lots" })).status).toBe(200);
    }
    await expectTooMany(await postFrom(other, inquiryForm("잘못된 설정 6"), { INQUIRY_LIMIT: "lots" }));
  });
});

/** The page's form without JavaScript: a plain multipart POST to its Remix action. */
function pageForm(title: string): FormData {
  const form = inquiryForm(title);
  form.append("consent", "Y");
  return form;
}

const postPageFrom = (address: string, body: FormData) =>
  callWith(
    request("/inquiryForm", { method: "POST", body, headers: { "CF-Connecting-IP": address }, redirect: "manual" }),
    { INQUIRY_LIMIT: undefined },
  );

describe("POST /inquiryForm (no JavaScript): the same limit as POST /api/inquiry", () => {
  it("counts both against one budget; over it the page says so in Korean with 429 and stores nothing", async () => {
    const address = nextAddress();
    for (let i = 1; i <= 3; i++) expect((await postFrom(address, inquiryForm(`API ${i}`))).status).toBe(200);
    for (let i = 1; i <= 2; i++) {
      const res = await postPageFrom(address, pageForm(`페이지 ${i}`));
      expect(res.status, `page ${i}`).toBe(302);
      expect(res.headers.get("location")).toBe("/inquiryForm?sent=1#main");
    }
    const before = await stored();
    const refused = await postPageFrom(address, pageForm("페이지 한도 초과"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await refused.text();
    expect(page).toMatch(
      /<p id="send-error" class="form-error" role="alert">문의 등록이 너무 많습니다\. \d+분 후에 다시 시도해주세요\.<\/p>/,
    );
    // The API refuses this address too, and nothing of the refused ones was kept.
    await expectTooMany(await postFrom(address, inquiryForm("API 한도 초과")));
    expect(await stored()).toEqual(before);
    expect((await postPageFrom(nextAddress(), pageForm("다른 주소의 페이지"))).status).toBe(302);
  });
});

/** One staged attachment from a client address, with the default limit unless vars say otherwise. */
function stageFrom(address: string, vars: Record<string, string | undefined> = {}) {
  const body = new FormData();
  body.append("file", file(PNG, "사진.png", "image/png"));
  return callWith(request("/api/uploads", { method: "POST", body, headers: { "CF-Connecting-IP": address } }), {
    UPLOAD_LIMIT: undefined,
    ...vars,
  });
}

const TOO_MANY_UPLOADS = /^파일을 너무 자주 올렸습니다\. \d+분 후에 다시 시도해주세요\.$/;

describe("POST /api/uploads: per address", () => {
  it("takes 30 files from one address in 10 minutes by default; the 31st is 429 and stores nothing", async () => {
    const address = nextAddress();
    for (let i = 1; i <= 30; i++) {
      const res = await stageFrom(address);
      expect(res.status, `upload ${i}`).toBe(200);
      expect(((await res.json()) as { fileOrgName: string }).fileOrgName).toBe("사진.png");
    }
    const before = await stored();
    const refused = await stageFrom(address);
    await expectJsonError(refused, 429, TOO_MANY_UPLOADS);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await stored()).toEqual(before);
    expect((await stageFrom(nextAddress())).status).toBe(200);
  });

  it("follows UPLOAD_LIMIT, and is a budget of its own beside the inquiries'", async () => {
    const address = nextAddress();
    const two = { UPLOAD_LIMIT: "2/60" };
    for (let i = 0; i < 2; i++) expect((await stageFrom(address, two)).status).toBe(200);
    await expectJsonError(await stageFrom(address, two), 429, TOO_MANY_UPLOADS);
    expect((await postFrom(address, inquiryForm("첨부 한도와 별개"))).status).toBe(200);
  });
});

describe("POST /api/inquiry: honeypot", () => {
  it("refuses a filled honeypot with 400 and stores nothing", async () => {
    const before = await stored();
    const res = await postFrom(nextAddress(), inquiryForm("봇 문의", { homepage: "https://spam.example" }));
    await expectJsonError(
      res,
      400,
      "자동 등록으로 의심되어 접수하지 않았습니다. 입력 내용을 확인한 뒤 다시 시도해주세요.",
    );
    expect(await stored()).toEqual(before);
  });

  it("takes an empty honeypot, and a request with only the spec's parts", async () => {
    expect((await postFrom(nextAddress(), inquiryForm("빈 함정", { homepage: "" }))).status).toBe(200);
    expect((await call("/api/inquiry", { method: "POST", body: inquiryForm("스펙 그대로") })).status).toBe(200);
  });
});

describe("POST /api/inquiry: Turnstile", () => {
  const configured = {
    TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
    TURNSTILE_SECRET: "1x0000000000000000000000000000000AA",
  };

  it("is skipped when not configured, or only half configured", async () => {
    expect((await postFrom(nextAddress(), inquiryForm("턴스타일 없음"))).status).toBe(200);
    const half = { TURNSTILE_SITE_KEY: configured.TURNSTILE_SITE_KEY };
    expect((await postFrom(nextAddress(), inquiryForm("반쪽 설정"), half)).status).toBe(200);
  });

  it("when configured, refuses a request without the widget's token with 400 and stores nothing", async () => {
    const before = await stored();
    for (const extra of [{}, { "cf-turnstile-response": "" }] as Record<string, string>[]) {
      const res = await postFrom(nextAddress(), inquiryForm("토큰 없음", extra), configured);
      await expectJsonError(res, 400, "자동 등록 방지 확인을 완료해주세요.");
    }
    expect(await stored()).toEqual(before);
  });

  it("renders the widget's place on the form only when configured", async () => {
    // Two configurations of one page: each its own render (?t= is the tests' CACHE_VARY_PARAM).
    const on = await callWith(request("/inquiryForm?t=turnstile-on"), configured);
    const withKey = await on.text();
    expect(withKey).toContain(`data-sitekey="${configured.TURNSTILE_SITE_KEY}"`);
    // The page's policy lets the widget's script and frame in only then.
    const policyOn = on.headers.get("content-security-policy") ?? "";
    expect(policyOn).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(policyOn).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    const off = await callWith(request("/inquiryForm?t=turnstile-off"), {});
    expect(off.headers.get("content-security-policy")).not.toContain("challenges.cloudflare.com");
    const without = await off.text();
    expect(without).not.toContain("data-sitekey");
    expect(without).not.toContain("challenges.cloudflare.com");
    // The honeypot is there either way, off screen and out of reach.
    expect(without).toMatch(/<div class="honeypot" aria-hidden="true">/);
    // HTML attribute names are case-insensitive (React writes autoComplete).
    const trap = (/<input[^>]* name="homepage"[^>]*>/.exec(without)?.[0] ?? "").toLowerCase();
    for (const attribute of ['tabindex="-1"', 'autocomplete="off"', 'type="text"']) expect(trap).toContain(attribute);
  });
});
