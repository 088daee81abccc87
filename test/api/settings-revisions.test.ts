// Settings revisions (decision 092): each settings document answers its revision as an ETag; a save
// sending it back in If-Match is refused with 412 (JSON, Korean, the current ETag) when someone saved
// the document in between, before the check or between the check and the write, and then stores
// nothing: the document, file rows, objects and staged pictures stay as they were, so the same
// form can be sent again over the newer revision. A save without If-Match is not checked.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, pendingUpload, siteSetting } from "../../db/schema";
import { DEFAULT_COMPANY, DEFAULT_PAGES, DEFAULT_POPUP } from "../../functions/schemas/settings";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { aroundBatch, bucketKeys, callWith, db, expectJsonError, file, PNG, request, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const CHANGED =
  /^이 화면을 연 뒤 다른 곳에서 설정이 수정되었습니다\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\. 저장하지 않았습니다\.$/;

const put = (path: string, body: unknown, tag?: string | null) =>
  callAs(admin, path, {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...(tag ? { "If-Match": tag } : {}) },
    body: JSON.stringify(body),
  });

const row = async (key: string) => (await db().select().from(siteSetting).where(eq(siteSetting.key, key)))[0];

/** The revision an edit form opens with (its GET's ETag). */
const opened = async (key: string) => {
  const res = await callAs(admin, `/api/admin/settings/${key}`);
  expect(res.status).toBe(200);
  return res.headers.get("ETag");
};

/** Someone else's save of `key`, straight to D1 (another tab, another administrator). */
const otherSave = (key: string, value: unknown, rev = 7) =>
  db()
    .update(siteSetting)
    .set({ value: JSON.stringify(value), rev, updatedAt: "2026-11-29 09:30:00" })
    .where(eq(siteSetting.key, key));

/** The pages document as its form sends it, with a staged picture on the second card. */
const pagesWith = (uploadId: string) => ({
  home: DEFAULT_PAGES.home,
  greeting: {
    ...DEFAULT_PAGES.greeting,
    cards: DEFAULT_PAGES.greeting.cards.map(({ image: _image, ...card }, i) =>
      i === 1 ? { ...card, uploadId } : card,
    ),
  },
  history: [],
});

async function stageImage(): Promise<string> {
  const form = new FormData();
  form.append("file", file(PNG, "greeting.png", "image/png"));
  const res = await callAs(admin, "/api/admin/uploads?purpose=SITE", { method: "POST", body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadId: string }).uploadId;
}

const siteFiles = () => db().select().from(fileBox).where(eq(fileBox.ownerKind, "SITE"));

describe("a settings document's revision", () => {
  it("is the GET's ETag, goes up with each save, and a never-saved document is r0", async () => {
    expect(await opened("company")).toBe('"r1"');
    const res = await put("/api/admin/settings/company", { ...DEFAULT_COMPANY, hours: "평일 08:30 - 17:30" }, '"r1"');
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toBe('"r2"');
    expect(await res.json()).toMatchObject({ hours: "평일 08:30 - 17:30" });
    expect(await opened("company")).toBe('"r2"');
    expect(await row("company")).toMatchObject({ rev: 2 });

    await db().delete(siteSetting).where(eq(siteSetting.key, "popup"));
    expect(await opened("popup")).toBe('"r0"');
    const first = await put("/api/admin/settings/popup", DEFAULT_POPUP, '"r0"');
    expect(first.headers.get("ETag")).toBe('"r1"');
    expect(await row("popup")).toMatchObject({ rev: 1, value: JSON.stringify(DEFAULT_POPUP) });
  });

  it("refuses a save over a revision someone replaced (412, their time, the current ETag) and stores nothing", async () => {
    const tag = await opened("company");
    const theirs = { ...DEFAULT_COMPANY, phone: "02-111-2222" };
    await otherSave("company", theirs);
    const res = await put("/api/admin/settings/company", { ...DEFAULT_COMPANY, phone: "031-333-4444" }, tag);
    expect(res.headers.get("ETag")).toBe('"r7"');
    const message = await expectJsonError(res, 412, CHANGED);
    expect(message).toContain("2026-11-29 09:30");
    expect(await row("company")).toMatchObject({ rev: 7, value: JSON.stringify(theirs) });

    // 내 내용으로 저장: the same save over the revision the refusal named goes through.
    const again = await put("/api/admin/settings/company", { ...DEFAULT_COMPANY, phone: "031-333-4444" }, '"r7"');
    expect(again.headers.get("ETag")).toBe('"r8"');
    expect(JSON.parse((await row("company"))?.value ?? "{}")).toMatchObject({ phone: "031-333-4444" });
  });

  it("is not checked without If-Match or with If-Match: * (the last save wins, as before)", async () => {
    await otherSave("privacy", { html: "<p>다른 곳에서 저장</p>", retentionMonths: 36 });
    const res = await put("/api/admin/settings/privacy", { html: "<p>새 방침</p>" });
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toBe('"r8"');
    expect(await res.json()).toEqual({ html: "<p>새 방침</p>", retentionMonths: 36, effectiveDate: null });
    const star = await put("/api/admin/settings/privacy", { html: "<p>또 새 방침</p>" }, "*");
    expect(star.headers.get("ETag")).toBe('"r9"');
  });

  it("keeps a staged picture staged when the pages save is refused, and claims it when sent again", async () => {
    const tag = await opened("pages");
    const uploadId = await stageImage();
    const keysBefore = (await bucketKeys()).sort();
    const filesBefore = await siteFiles();
    await otherSave("pages", { ...DEFAULT_PAGES, home: { ...DEFAULT_PAGES.home } });

    await expectJsonError(await put("/api/admin/settings/pages", pagesWith(uploadId), tag), 412, CHANGED);
    expect(await db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, uploadId))).toHaveLength(1);
    expect(await siteFiles()).toEqual(filesBefore);
    expect((await bucketKeys()).sort()).toEqual(keysBefore);

    const again = await put("/api/admin/settings/pages", pagesWith(uploadId), '"r7"');
    expect(again.status).toBe(200);
    const image = ((await again.json()) as typeof DEFAULT_PAGES).greeting.cards[1]?.image ?? "";
    expect(image).toMatch(/^\/api\/site-images\/[0-9a-f-]{36}\.png$/);
    expect(await db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, uploadId))).toEqual([]);
    expect((await siteFiles()).map((f) => `/api/site-images/${f.fileName}`)).toContain(image);
  });

  it("catches a save landing between the check and the write (412; no file claimed, the picture still staged)", async () => {
    const tag = await opened("pages");
    const uploadId = await stageImage();
    const filesBefore = await siteFiles();
    const theirs = { ...DEFAULT_PAGES, greeting: { ...DEFAULT_PAGES.greeting, title: "끼어든 저장" } };
    // The real D1, with another save landing just before the save's own batch.
    let landed = false;
    const racing = aroundBatch(env.DB, async (statements, run) => {
      if (!landed && statements.length >= 3) {
        landed = true;
        await otherSave("pages", theirs, 20);
      }
      return run();
    });
    const res = await callWith(
      request("/api/admin/settings/pages", {
        method: "PUT",
        headers: { Authorization: admin.authorization, "Content-Type": "application/json", "If-Match": tag ?? "" },
        body: JSON.stringify(pagesWith(uploadId)),
      }),
      { DB: racing },
    );
    expect(landed).toBe(true);
    expect(tag).toBe('"r8"');
    expect(res.headers.get("ETag")).toBe('"r20"');
    await expectJsonError(res, 412, CHANGED);
    expect(await row("pages")).toMatchObject({ rev: 20, value: JSON.stringify(theirs) });
    expect(await siteFiles()).toEqual(filesBefore);
    expect(await db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, uploadId))).toHaveLength(1);
  });
});
