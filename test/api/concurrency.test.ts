// Writes racing each other on real local D1 and R2: 100 inquiries with attachments at once, from
// 100 addresses, are each stored exactly once with exactly their files; display-order changes
// racing each other leave every manufacturer's items numbered 1..n.
// (Concurrent refresh with one token: test/api/tokens.test.ts.)
import { env } from "cloudflare:test";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileBox, inquiry, item } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin } from "../auth-fixtures";
import { bucketKeys, bytesOf, call, callWith, db, file, PDF, PNG, seedDatabase } from "../fixtures";

const DONE = "문의 글 작성이 완료 되었습니다. 최대한 빠르게 답변 드리겠습니다.";

let admin: LoggedIn;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
});

/** A file's bytes followed by a marker, so every stored object can be told apart. */
const marked = (bytes: Uint8Array, marker: string) => new Uint8Array([...bytes, ...new TextEncoder().encode(marker)]);

describe("100 inquiries with attachments at once, from 100 addresses", () => {
  it("stores every inquiry once, with exactly its own files, and no other object", async () => {
    const N = 100;
    const keysBefore = new Set(await bucketKeys());
    const sent = Array.from({ length: N }, (_, i) => ({
      title: `동시 문의 ${i}`,
      files: [
        // A customer's picture is stored clean (decision 157): what follows its IEND is dropped, so
        // the PDF, kept as sent, is what tells each inquiry's files apart.
        { name: `도면-${i}.png`, bytes: marked(PNG, `inquiry ${i} png`), stored: PNG },
        { name: `견적-${i}.pdf`, bytes: marked(PDF, `inquiry ${i} pdf`), stored: marked(PDF, `inquiry ${i} pdf`) },
      ],
    }));
    const answers = await Promise.all(
      sent.map(({ title, files }, i) => {
        const form = new FormData();
        form.append("title", title);
        form.append("content", `<p>동시에 보낸 문의 ${i}</p>`);
        form.append("writer", "홍길동");
        form.append("tel", "010-1234-5678");
        for (const f of files) form.append("files", file(f.bytes, f.name));
        const request = new Request("http://localhost/api/inquiry", {
          method: "POST",
          body: form,
          headers: { "CF-Connecting-IP": `198.51.100.${i + 1}` },
        });
        // The production default limit (5 per 10 minutes per address): distinct addresses all pass.
        return callWith(request, { INQUIRY_LIMIT: undefined });
      }),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(DONE);
    }

    const rows = await db()
      .select({ inquiryId: inquiry.inquiryId, title: inquiry.title })
      .from(inquiry)
      .where(
        inArray(
          inquiry.title,
          sent.map((s) => s.title),
        ),
      );
    expect(rows.map((r) => r.title).sort()).toEqual(sent.map((s) => s.title).sort());

    const files = await db()
      .select()
      .from(fileBox)
      .where(eq(fileBox.ownerKind, "INQUIRY"))
      .orderBy(asc(fileBox.fileBoxId));
    expect(files).toHaveLength(2 * N);
    expect(new Set(files.map((f) => f.r2Key)).size).toBe(2 * N);

    // Every object of the bucket that was not there before is one of these rows' objects, once.
    const newKeys = (await bucketKeys()).filter((k) => !keysBefore.has(k));
    expect(newKeys.sort()).toEqual(files.map((f) => f.r2Key).sort());

    // Each inquiry holds its own two files, byte for byte as stored.
    for (const { title, files: own } of sent) {
      const row = rows.find((r) => r.title === title);
      const stored = files.filter((f) => f.ownerId === row?.inquiryId);
      expect(stored.map((f) => f.fileOrgName).sort(), title).toEqual(own.map((f) => f.name).sort());
      for (const f of stored) {
        const object = await env.BUCKET.get(f.r2Key);
        const expected = own.find((o) => o.name === f.fileOrgName)?.stored;
        expect(object ? await bytesOf(new Response(object.body)) : null, f.fileOrgName).toEqual(expected);
      }
    }
  }, 120_000);
});

describe("display-order changes at once", () => {
  /** Every manufacturer's items by display order, as the admin list numbers them. */
  async function orders() {
    const rows = await db()
      .select({ itemId: item.itemId, manuId: item.manuId, displayOrder: item.displayOrder })
      .from(item)
      .orderBy(asc(item.manuId), asc(item.displayOrder), asc(item.itemId));
    const byManu = new Map<number, { itemId: number; displayOrder: number }[]>();
    for (const r of rows) byManu.set(r.manuId, [...(byManu.get(r.manuId) ?? []), r]);
    return byManu;
  }

  it("leave each manufacturer's items numbered 1..n, none lost, none twice", async () => {
    // More items for the first manufacturer, so the moves have room to collide.
    const [first] = await db().select().from(item).where(eq(item.manuId, 1)).limit(1);
    if (!first) throw new Error("the seed has no item of manufacturer 1");
    const { itemId: _, ...copy } = first;
    for (let i = 0; i < 12; i++) {
      await db()
        .insert(item)
        .values({ ...copy, itemName: `순서 시험 ${i}`, displayOrder: 100 + i });
    }

    const before = await orders();
    const items = [...before.values()].flat().map((r) => r.itemId);
    // Positions in and out of range (the service clamps them to 1..n).
    const positions = [-3, 0, 1, 2, 3, 5, 8, 13, 99];
    expect(items.length).toBeLessThanOrEqual(60);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        // Every item moves at least once, so every manufacturer is renumbered.
        const itemId = items[i % items.length];
        const displayId = positions[i % positions.length];
        return callAs(admin, `/api/admin/items/update/displayorder?itemId=${itemId}&displayId=${displayId}`, {
          method: "POST",
        });
      }),
    );
    for (const res of answers) expect(res.status).toBe(200);

    const after = await orders();
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [manuId, rows] of after) {
      const ids = (before.get(manuId) ?? []).map((r) => r.itemId).sort((a, b) => a - b);
      expect(
        rows.map((r) => r.itemId).sort((a, b) => a - b),
        `manufacturer ${manuId}: same items`,
      ).toEqual(ids);
      expect(
        rows.map((r) => r.displayOrder),
        `manufacturer ${manuId}: 1..n`,
      ).toEqual(rows.map((_, i) => i + 1));
    }

    // The public part-number list shows that same order.
    for (const [manuId, rows] of after) {
      const res = await call(`/api/items/numbers?manuId=${manuId}`);
      const shown = ((await res.json()) as { itemId: number }[]).map((r) => r.itemId);
      const publicIds = new Set(
        (await db().select({ itemId: item.itemId }).from(item).where(eq(item.itemYN, true))).map((r) => r.itemId),
      );
      expect(shown).toEqual(rows.map((r) => r.itemId).filter((id) => publicIds.has(id)));
    }
  }, 60_000);
});
