// Banner slides and footer logos are never silently saved over or deleted as someone else left
// them (decision 098): each entry's `rev`, an update or delete with If-Match refused with 412
// when it changed since, nothing written then, staged pictures kept for the save sent again, and
// a save landing between the check and the write caught by the write itself.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bannerSlide, fileBox, pendingUpload } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { aroundBatch, bucketKeys, callWith, db, expectJsonError, file, PNG, request, seedDatabase } from "../fixtures";

interface Slide {
  slideId: number;
  headline: string;
  imageName: string;
  mobileImageName: string | null;
  rev: number;
  enabled: boolean;
}
interface Logo {
  logoId: number;
  name: string;
  imageName: string;
  rev: number;
}

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

const changed = (what: "배너가" | "로고가", refused: "저장" | "삭제") =>
  new RegExp(
    `^이 화면을 연 뒤 다른 곳에서 ${what} 수정되었습니다\\(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\)\\. ${refused}하지 않았습니다\\.$`,
  );

const send = (path: string, init: { method?: string; body?: unknown; tag?: string }) =>
  callAs(admin, path, {
    method: init.method ?? "POST",
    headers: { "Content-Type": "application/json", ...(init.tag ? { "If-Match": init.tag } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function stage(purpose: "BANNER" | "LOGO") {
  const form = new FormData();
  form.append("file", file(PNG, "picture.png"));
  const res = await callAs(admin, `/api/admin/uploads?purpose=${purpose}`, { method: "POST", body: form });
  return ((await res.json()) as { uploadId: string }).uploadId;
}

const slides = async () => (await (await callAs(admin, "/api/admin/settings/banner")).json()) as Slide[];
const logos = async () => (await (await callAs(admin, "/api/admin/settings/logos")).json()) as Logo[];
const slideFields = (s: Slide, headline = s.headline) => ({
  slideId: s.slideId,
  headline,
  imageAlt: `${headline} 사진`,
  description: "설명",
  enabled: s.enabled,
});
/** The real D1 with another save of `slide` landing just before the request's first batch. */
function anotherSaveFirst(slide: Slide, changes: Partial<typeof bannerSlide.$inferInsert>) {
  let landed = false;
  const racing = aroundBatch(env.DB, async (_statements, run) => {
    if (!landed) {
      landed = true;
      await db()
        .update(bannerSlide)
        .set({ ...changes, rev: slide.rev + 1 })
        .where(eq(bannerSlide.slideId, slide.slideId));
    }
    return run();
  });
  return { db: racing, landed: () => landed };
}

/** A request of the signed-in administrator, served with `DB` as the Worker's D1. */
const asAdminThrough = (
  DB: D1Database,
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => callWith(request(path, { ...init, headers: { Authorization: admin.authorization, ...init.headers } }), { DB });

const stagedRows = (uploadId: string) => db().select().from(pendingUpload).where(eq(pendingUpload.uploadId, uploadId));
const slideRow = async (slideId: number) =>
  (await db().select().from(bannerSlide).where(eq(bannerSlide.slideId, slideId)))[0];

describe("banner slides", () => {
  it("carry a revision that every update raises; an update over an older one is refused, nothing stored", async () => {
    const [first] = await slides();
    if (!first) throw new Error("no seeded slide");
    expect(first.rev).toBe(1);
    // Without If-Match (the spec-era client, a script): not checked, as before.
    const plain = await send("/api/admin/settings/banner/update", { body: slideFields(first, "첫 수정") });
    expect(((await plain.json()) as Slide[])[0]?.rev).toBe(2);
    const checked = await send("/api/admin/settings/banner/update", {
      body: slideFields(first, "두 번째 수정"),
      tag: '"r2"',
    });
    expect(checked.status).toBe(200);
    expect(((await checked.json()) as Slide[])[0]).toMatchObject({ headline: "두 번째 수정", rev: 3 });

    // The screen opened at r2 switches the slide off: refused, the headline stays as saved.
    const stale = await send("/api/admin/settings/banner/update", {
      body: { ...slideFields(first, "첫 수정"), enabled: false },
      tag: '"r2"',
    });
    await expectJsonError(stale, 412, changed("배너가", "저장"));
    expect(stale.headers.get("ETag")).toBe('"r3"');
    expect(await slideRow(first.slideId)).toMatchObject({ headline: "두 번째 수정", enabled: true, rev: 3 });
  });

  it("keeps a refused save's staged picture for the same save sent again over the revision named", async () => {
    const [first] = await slides();
    if (!first) throw new Error("no seeded slide");
    const uploadId = await stage("BANNER");
    const body = { ...slideFields(first, "새 사진으로"), uploadId };
    await expectJsonError(
      await send("/api/admin/settings/banner/update", { body, tag: `"r${first.rev - 1}"` }),
      412,
      changed("배너가", "저장"),
    );
    expect(await stagedRows(uploadId)).toHaveLength(1);
    expect((await slideRow(first.slideId))?.imageName).toBe(first.imageName);

    const again = await send("/api/admin/settings/banner/update", { body, tag: `"r${first.rev}"` });
    expect(again.status).toBe(200);
    const saved = await slideRow(first.slideId);
    expect(saved?.imageName).not.toBe(first.imageName);
    expect(await stagedRows(uploadId)).toHaveLength(0);
    // The replaced picture went with its object; the new one is the slide's.
    expect(await db().select().from(fileBox).where(eq(fileBox.fileName, first.imageName))).toEqual([]);
    expect(
      await db()
        .select()
        .from(fileBox)
        .where(eq(fileBox.fileName, saved?.imageName ?? "")),
    ).toHaveLength(1);
  });

  it("catches a save landing between the check and the write, and takes the sent picture back", async () => {
    const [first] = await slides();
    if (!first) throw new Error("no seeded slide");
    const uploadId = await stage("BANNER");
    const [staged] = await stagedRows(uploadId);
    const keysBefore = await bucketKeys();
    expect(keysBefore).toContain(staged?.r2Key);
    const other = anotherSaveFirst(first, { headline: "다른 사람의 수정" });
    const res = await asAdminThrough(other.db, "/api/admin/settings/banner/update", {
      method: "POST",
      headers: { "Content-Type": "application/json", "If-Match": `"r${first.rev}"` },
      body: JSON.stringify({ ...slideFields(first, "내 수정"), uploadId }),
    });
    expect(other.landed()).toBe(true);
    await expectJsonError(res, 412, changed("배너가", "저장"));
    expect(await slideRow(first.slideId)).toMatchObject({ headline: "다른 사람의 수정", imageName: first.imageName });
    // The picture sent with it is neither attached nor left behind (decision 074's lost race).
    expect(await bucketKeys()).toEqual(keysBefore.filter((k) => k !== staged?.r2Key));
    expect(
      await db()
        .select()
        .from(fileBox)
        .where(eq(fileBox.fileName, staged?.fileName ?? "")),
    ).toEqual([]);
  });

  it("deletes only as listed: an older revision is refused and keeps the slide, its pictures and their objects", async () => {
    const [first] = await slides();
    if (!first) throw new Error("no seeded slide");
    const keys = await bucketKeys();
    await expectJsonError(
      await send(`/api/admin/settings/banner?id=${first.slideId}`, { method: "DELETE", tag: `"r${first.rev - 1}"` }),
      412,
      changed("배너가", "삭제"),
    );
    expect(await slideRow(first.slideId)).toBeDefined();
    expect(await db().select().from(fileBox).where(eq(fileBox.fileName, first.imageName))).toHaveLength(1);
    expect(await bucketKeys()).toEqual(keys);
    // Unknown: 404 whatever the If-Match.
    await expectJsonError(await send("/api/admin/settings/banner?id=999999", { method: "DELETE", tag: '"r1"' }), 404);

    const deleted = await send(`/api/admin/settings/banner?id=${first.slideId}`, {
      method: "DELETE",
      tag: `"r${first.rev}"`,
    });
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as Slide[]).map((s) => s.slideId)).not.toContain(first.slideId);
    expect(await db().select().from(fileBox).where(eq(fileBox.fileName, first.imageName))).toEqual([]);
  });

  it("a delete racing a save keeps the slide with its pictures", async () => {
    const [entry] = await slides();
    if (!entry) throw new Error("no seeded slide");
    const keys = await bucketKeys();
    const other = anotherSaveFirst(entry, {});
    const res = await asAdminThrough(other.db, `/api/admin/settings/banner?id=${entry.slideId}`, {
      method: "DELETE",
      headers: { "If-Match": `"r${entry.rev}"` },
    });
    expect(other.landed()).toBe(true);
    await expectJsonError(res, 412, changed("배너가", "삭제"));
    expect(await slideRow(entry.slideId)).toBeDefined();
    expect(await db().select().from(fileBox).where(eq(fileBox.fileName, entry.imageName))).toHaveLength(1);
    expect(await bucketKeys()).toEqual(keys);
  });
});

describe("footer logos", () => {
  it("are refused the same way: 로고가 … 저장하지 않았습니다 and 삭제하지 않았습니다", async () => {
    const [logo] = await logos();
    if (!logo) throw new Error("no seeded logo");
    expect(logo.rev).toBe(1);
    const saved = await send("/api/admin/settings/logos/update", {
      body: { logoId: logo.logoId, name: "이름 바꿈" },
      tag: '"r1"',
    });
    expect(((await saved.json()) as Logo[])[0]).toMatchObject({ name: "이름 바꿈", rev: 2 });
    await expectJsonError(
      await send("/api/admin/settings/logos/update", { body: { logoId: logo.logoId, name: "옛 화면" }, tag: '"r1"' }),
      412,
      changed("로고가", "저장"),
    );
    await expectJsonError(
      await send(`/api/admin/settings/logos?id=${logo.logoId}`, { method: "DELETE", tag: '"r1"' }),
      412,
      changed("로고가", "삭제"),
    );
    expect((await logos())[0]).toMatchObject({ logoId: logo.logoId, name: "이름 바꿈" });
  });
});
