// Editor images no stored text uses any more are removed by the Cron Trigger (decision 143): one
// edited out of a post a day ago, one whose post was deleted, one never used; what is still in a
// post, a version replaced within the day, an item's 상세 내용, the settings or a past privacy policy
// stays, and so does an image uploaded within the day; a visitor's inquiry keeps none.
import { createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { boardVersion, fileBox, inquiry, privacyVersion } from "../../db/schema";
import { nowLocal } from "../../functions/lib/dates";
import { DEFAULT_PAGES } from "../../functions/schemas/settings";
import { EDITOR_IMAGE_GRACE_MS, trashUnusedEditorImages } from "../../functions/services/editorImages";
import worker from "../../functions/worker";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { call, db, dtoForm, expectJsonError, file, PNG, seedDatabase } from "../fixtures";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

/** Uploads a picture through the editor; returns its stored name. */
async function upload(): Promise<string> {
  const form = new FormData();
  form.append("image", file(PNG, "우리집 창문.png", "image/png"));
  const res = await callAs(admin, "/api/image/upload", { method: "POST", body: form });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return url.replace("/api/image/", "");
}

const TWO_DAYS_AGO = () => nowLocal(Date.now() - 2 * EDITOR_IMAGE_GRACE_MS);
/** The picture was uploaded two days ago. */
const uploadedLongAgo = (name: string) =>
  db().update(fileBox).set({ fileRegDate: TWO_DAYS_AGO() }).where(eq(fileBox.fileName, name));

const img = (name: string) => `<p>시공 사진</p><p><img src="/api/image/${name}" alt="사진"></p>`;

async function newPost(content: string): Promise<number> {
  const res = await callAs(admin, "/api/admin/boards", {
    method: "POST",
    body: dtoForm("createBoardDTO", {
      boardType: "NOTICE",
      boardYN: "Y",
      boardTitle: "시공 사례",
      boardContent: content,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as number;
}

async function editPost(boardId: number, content: string) {
  const res = await callAs(admin, "/api/admin/boards/update", {
    method: "POST",
    body: dtoForm("updateBoardDTO", { boardId, boardContent: content }),
  });
  expect(res.status).toBe(200);
}

async function deletePost(boardId: number) {
  const res = await callAs(admin, `/api/admin/boards/detail?boardId=${boardId}`, { method: "DELETE" });
  expect(res.status).toBe(200);
}

const row = (name: string) => db().select().from(fileBox).where(eq(fileBox.fileName, name)).get();

async function expectGone(name: string, r2Key: string) {
  await expectJsonError(await call(`/api/image/${name}`), 404, "이미지를 찾을 수 없습니다.");
  expect(await row(name)).toBeUndefined();
  expect(await env.BUCKET.head(r2Key)).toBeNull();
}

async function expectServed(name: string) {
  const res = await call(`/api/image/${name}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("image/png");
  await res.arrayBuffer();
  expect((await row(name))?.ownerKind).toBe("EDITOR");
}

const runCron = () =>
  worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env);

describe("editor images no text uses any more", () => {
  it("go with the Cron Trigger a day after their last use; what any text still uses stays", async () => {
    // Edited out of a post, a day and more ago (the version holding it was replaced then).
    const editedOut = await upload();
    const editedPost = await newPost(img(editedOut));
    await editPost(editedPost, "<p>사진을 뺐습니다.</p>");
    await db().update(boardVersion).set({ replacedAt: TWO_DAYS_AGO() }).where(eq(boardVersion.boardId, editedPost));
    // In a post that was deleted.
    const deleted = await upload();
    await deletePost(await newPost(img(deleted)));
    // Uploaded and never saved in anything.
    const neverUsed = await upload();
    // Edited out just now: the version replaced today still has it (이전 버전 brings it back whole).
    const inVersion = await upload();
    const versionPost = await newPost(img(inVersion));
    await editPost(versionPost, "<p>방금 사진을 뺐습니다.</p>");
    // In two posts, one deleted.
    const shared = await upload();
    await deletePost(await newPost(img(shared)));
    await newPost(`<p>다른 글</p>${img(shared)}`);
    // An item's 상세 내용.
    const inItem = await upload();
    const copied = await callAs(admin, "/api/admin/items/copy?itemId=1", { method: "POST" });
    const { itemId } = (await copied.json()) as { itemId: number };
    const savedItem = await callAs(admin, "/api/admin/items/update", {
      method: "POST",
      body: dtoForm("updateItemDTO", { itemId, freeContent: img(inItem) }),
    });
    expect(savedItem.status).toBe(200);
    // The 인사말 of the settings.
    const inGreeting = await upload();
    const savedPages = await callAs(admin, "/api/admin/settings/pages", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...DEFAULT_PAGES,
        greeting: {
          title: DEFAULT_PAGES.greeting.title,
          html: img(inGreeting),
          cards: DEFAULT_PAGES.greeting.cards.map(({ image: _image, ...card }) => card),
        },
      }),
    });
    expect(savedPages.status).toBe(200);
    // A past 개인정보처리방침, public for good.
    const inPastPolicy = await upload();
    await db()
      .insert(privacyVersion)
      .values({
        effectiveDate: "2024-01-01",
        endDate: "2024-12-31",
        html: img(inPastPolicy),
        archivedAt: TWO_DAYS_AGO(),
      });
    // Named only by a visitor's inquiry, which may show our images but keeps none.
    const inInquiry = await upload();
    await db()
      .insert(inquiry)
      .values({ title: "문의", content: img(inInquiry), writer: "방문자" });
    const old = [editedOut, deleted, neverUsed, inInquiry, inVersion, shared, inItem, inGreeting, inPastPolicy];
    for (const name of old) await uploadedLongAgo(name);
    // Uploaded a moment ago for a post still being written (or kept in a draft).
    const fresh = await upload();

    const keys = new Map<string, string>();
    for (const name of [...old, fresh]) keys.set(name, (await row(name))?.r2Key ?? "");
    for (const name of [...old, fresh]) await expectServed(name);

    await runCron();

    await expectGone(editedOut, keys.get(editedOut) ?? "");
    await expectGone(deleted, keys.get(deleted) ?? "");
    await expectGone(neverUsed, keys.get(neverUsed) ?? "");
    await expectGone(inInquiry, keys.get(inInquiry) ?? "");
    for (const name of [inVersion, shared, inItem, inGreeting, inPastPolicy, fresh]) await expectServed(name);
  });

  it("are looked at a few per run", async () => {
    while ((await trashUnusedEditorImages(db(), Date.now(), 100)) > 0);
    const names = [await upload(), await upload(), await upload()];
    for (const name of names) await uploadedLongAgo(name);
    expect(await trashUnusedEditorImages(db(), Date.now(), 2)).toBe(2);
    expect(await trashUnusedEditorImages(db(), Date.now(), 2)).toBe(1);
    for (const name of names) expect((await row(name))?.ownerKind).toBe("TRASH");
  });
});
