// Public notices and FAQ (SPEC §7 Public, API-SHAPES §1 and §3): the paged list with title
// search, the post detail with its view count and attachments, and attachment downloads.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board, fileBox } from "../../db/schema";
import { bytesOf, call, db, expectJsonError, PDF, PNG, seedDatabase } from "../fixtures";

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const ROW_KEYS = ["boardId", "boardRegDate", "boardTitle", "boardViewCount", "writer"];

interface Row {
  boardId: number;
  boardTitle: string;
  boardViewCount: number;
  boardRegDate: string;
  writer: string;
}
interface Page {
  content: Row[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}
interface FileEntry {
  id: number;
  fileBoxId: number;
  fileName: string;
  fileOrgName: string;
  fileSize: number;
  fileType: string;
  fileRegDate: string;
  boardId: number;
  fileUrl: string;
}

async function list(query: Record<string, string | number>): Promise<Page> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call(`/api/boards?${qs}`);
  expect(res.status, qs.toString()).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as Page;
}
const ids = (page: Page) => page.content.map((r) => r.boardId);
const titles = (page: Page) => page.content.map((r) => r.boardTitle);

const NOTICE = { boardType: "NOTICE" as const, boardYN: "Y" as const, writer: "관리자" };
const FAQ = { boardType: "FAQ" as const, boardYN: "Y" as const, writer: "관리자" };

/** Puts bytes in R2 and a file_box row for them; returns the row's id. */
async function attach(
  ownerKind: "BOARD" | "INQUIRY",
  ownerId: number,
  fileOrgName: string,
  bytes: Uint8Array,
  fileType: string,
  { storeBytes = true } = {},
): Promise<number> {
  const ext = fileOrgName.split(".").pop() ?? "bin";
  const fileName = `${crypto.randomUUID()}.${ext}`;
  const r2Key = `${ownerKind.toLowerCase()}/${fileName}`;
  if (storeBytes) await env.BUCKET.put(r2Key, bytes, { httpMetadata: { contentType: fileType } });
  const [row] = await db()
    .insert(fileBox)
    .values({ fileName, r2Key, fileOrgName, fileType, fileSize: bytes.byteLength, ownerKind, ownerId })
    .returning({ fileBoxId: fileBox.fileBoxId });
  if (!row) throw new Error("file_box insert returned nothing");
  return row.fileBoxId;
}

let quoteFileId: number;
let photoFileId: number;
let hiddenPostFileId: number;
let inquiryFileId: number;
let missingBytesFileId: number;

beforeAll(async () => {
  await seedDatabase();
  // Seeded: notices 1..13 (13 newest), FAQ 14..19.
  await db()
    .insert(board)
    .values([
      // The highest id but the oldest date: must come last.
      { ...NOTICE, boardId: 20, boardTitle: "지난 공지 (이관)", boardRegDate: "2020-01-01T00:00:00" },
      // Not public, and the newest of all.
      { ...NOTICE, boardId: 21, boardTitle: "비공개 공지 안내", boardYN: "N", boardRegDate: "2026-12-31T00:00:00" },
      { ...FAQ, boardId: 22, boardTitle: "Window Care Guide", boardRegDate: "2026-11-05T00:00:00" },
      { ...FAQ, boardId: 23, boardTitle: "할인율 100% 보장", boardRegDate: "2026-11-04T00:00:00" },
      { ...FAQ, boardId: 24, boardTitle: "창호 1000개 시공 돌파", boardRegDate: "2026-11-03T00:00:00" },
      { ...FAQ, boardId: 25, boardTitle: "A_B 모델 안내", boardRegDate: "2026-11-02T00:00:00" },
      { ...FAQ, boardId: 26, boardTitle: "AXB 모델 안내", boardRegDate: "2026-11-01T00:00:00" },
      { ...FAQ, boardId: 27, boardTitle: "비공개 Window 점검", boardYN: "N", boardRegDate: "2026-11-06T00:00:00" },
    ]);
  quoteFileId = await attach("BOARD", 12, "견적서 양식.pdf", PDF, "application/pdf");
  photoFileId = await attach("BOARD", 12, "시공 사진.png", PNG, "image/png");
  hiddenPostFileId = await attach("BOARD", 21, "비공개 첨부.pdf", PDF, "application/pdf");
  // A visitor's inquiry attachment whose owner id happens to equal a public post's id.
  inquiryFileId = await attach("INQUIRY", 12, "주민등록등본.pdf", PDF, "application/pdf");
  missingBytesFileId = await attach("BOARD", 11, "사라진 파일.pdf", PDF, "application/pdf", { storeBytes: false });
});

describe("GET /api/boards", () => {
  it("answers 400 JSON when boardType is missing or not NOTICE/FAQ", async () => {
    const message = "게시글 유형(boardType)은 NOTICE 또는 FAQ 여야 합니다.";
    await expectJsonError(await call("/api/boards"), 400, message);
    await expectJsonError(await call("/api/boards?boardType=QNA"), 400, message);
    await expectJsonError(await call("/api/boards?boardType=notice"), 400, message);
  });

  it("gives the first 10 public notices, newest boardRegDate first, with the page object", async () => {
    const page = await list({ boardType: "NOTICE" });
    expect(ids(page)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(page.content[0]?.boardTitle).toBe("무료 방문 실측 서비스 지역 확대");
    expect(page).toMatchObject({
      totalPages: 2,
      totalElements: 14,
      number: 0,
      size: 10,
      numberOfElements: 10,
      first: true,
      last: false,
      empty: false,
    });
  });

  it("pages zero-based: page 1 holds the rest, ordered by date and not by id", async () => {
    const page = await list({ boardType: "NOTICE", page: 1 });
    expect(ids(page)).toEqual([3, 2, 1, 20]);
    expect(page).toMatchObject({ totalPages: 2, number: 1, first: false, last: true });
  });

  it("computes totalPages as ceil(total / size) and answers content [] past the end", async () => {
    const bySize5 = await list({ boardType: "NOTICE", size: 5, page: 2 });
    expect(bySize5.totalPages).toBe(3);
    expect(ids(bySize5)).toEqual([3, 2, 1, 20]);
    const past = await list({ boardType: "NOTICE", size: 5, page: 3 });
    expect(past.content).toEqual([]);
    expect(past.totalPages).toBe(3);
    expect((await list({ boardType: "NOTICE", page: 7 })).content).toEqual([]);
  });

  it("sends rows with exactly boardId, boardTitle, boardViewCount, boardRegDate, writer", async () => {
    const page = await list({ boardType: "NOTICE" });
    for (const row of page.content) {
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(row.boardRegDate).toMatch(DATE_TIME);
      expect(row.writer).toBe("관리자");
      expect(typeof row.boardViewCount).toBe("number");
    }
    expect(page.content[1]).toEqual({
      boardId: 12,
      boardTitle: "개인정보처리방침 개정 안내",
      boardViewCount: 27,
      boardRegDate: "2026-11-18T12:00:00",
      writer: "관리자",
    });
  });

  it("keeps notices and FAQ apart", async () => {
    const faq = await list({ boardType: "FAQ" });
    expect(faq.totalElements).toBe(11);
    expect(ids(faq)).toEqual([22, 23, 24, 25, 26, 19, 18, 17, 16, 15]);
    expect(titles(await list({ boardType: "FAQ", page: 1 }))).toEqual(["견적은 어떻게 받을 수 있나요?"]);
  });

  it("never lists a post whose boardYN is N", async () => {
    const all = [
      ...(await list({ boardType: "NOTICE", size: 100 })).content,
      ...(await list({ boardType: "FAQ", size: 100 })).content,
    ];
    expect(all.map((r) => r.boardId)).not.toContain(21);
    expect(all.map((r) => r.boardId)).not.toContain(27);
    expect((await list({ boardType: "NOTICE", searchKeyword: "비공개" })).content).toEqual([]);
  });

  describe("searchKeyword", () => {
    it("matches the title case-insensitively", async () => {
      for (const keyword of ["window", "WINDOW", "wInDoW care"]) {
        const page = await list({ boardType: "FAQ", searchKeyword: keyword });
        expect(titles(page), keyword).toEqual(["Window Care Guide"]);
        expect(page.totalPages).toBe(1);
      }
    });

    it("matches part of a Korean title, newest first", async () => {
      expect(titles(await list({ boardType: "NOTICE", searchKeyword: "연휴" }))).toEqual([
        "추석 연휴 배송 및 시공 일정 안내",
        "설 연휴 고객센터 운영 안내",
      ]);
    });

    it("matches the title only, not the content", async () => {
      // Every seeded notice's content says "고객센터로 문의해 주세요"; one title has 고객센터.
      const page = await list({ boardType: "NOTICE", searchKeyword: "고객센터" });
      expect(ids(page)).toEqual([2]);
      expect(page.totalElements).toBe(1);
    });

    it("treats % and _ in the keyword as plain characters", async () => {
      expect(titles(await list({ boardType: "FAQ", searchKeyword: "100%" }))).toEqual(["할인율 100% 보장"]);
      expect(titles(await list({ boardType: "FAQ", searchKeyword: "%" }))).toEqual(["할인율 100% 보장"]);
      expect(titles(await list({ boardType: "FAQ", searchKeyword: "A_B" }))).toEqual(["A_B 모델 안내"]);
      expect(titles(await list({ boardType: "FAQ", searchKeyword: "_" }))).toEqual(["A_B 모델 안내"]);
    });

    it("answers an empty page for no match and ignores a blank keyword", async () => {
      const none = await list({ boardType: "NOTICE", searchKeyword: "존재하지 않는 제목" });
      expect(none.content).toEqual([]);
      expect(none.totalPages).toBe(0);
      expect(none.totalElements).toBe(0);
      const blank = await list({ boardType: "NOTICE", searchKeyword: "   " });
      expect(blank.totalElements).toBe(14);
      expect(ids(blank)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    });
  });
});

describe("GET /api/boards/detail/{id}", () => {
  async function detail(id: number) {
    const res = await call(`/api/boards/detail/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    return (await res.json()) as Record<string, unknown> & { boardViewCount: number; boardFiles: FileEntry[] };
  }

  it("gives the post with exactly the public fields, counting this view", async () => {
    // Seeded with 34 views.
    expect(await detail(13)).toStrictEqual({
      boardId: 13,
      boardTitle: "무료 방문 실측 서비스 지역 확대",
      boardContent:
        "<p>무료 방문 실측 서비스 지역 확대에 대해 알려드립니다.</p><p>자세한 내용은 고객센터로 문의해 주세요.</p>",
      boardViewCount: 35,
      boardRegDate: "2026-11-19T13:00:00",
      boardUpdate: "2026-11-19T13:00:00",
      writer: "관리자",
      boardImage: null,
      boardFiles: [],
    });
    expect((await detail(13)).boardViewCount).toBe(36);
    // Stored at once; cached lists show the count of their last rendering (decision 012).
    const [row] = await db().select({ views: board.boardViewCount }).from(board).where(eq(board.boardId, 13));
    expect(row?.views).toBe(36);
  });

  it("opens an FAQ post too", async () => {
    const faq = await detail(14);
    expect(faq.boardTitle).toBe("견적은 어떻게 받을 수 있나요?");
    expect(faq.boardContent).toBe(
      "<p>1:1 문의에 주소와 창 크기를 남겨주시면 담당자가 연락드려 방문 실측 후 견적을 안내해 드립니다.</p>",
    );
    expect(faq.boardViewCount).toBe(1);
  });

  it("lists the attachments as file entries, by fileBoxId, with a download URL", async () => {
    const post = await detail(12);
    expect(post.boardFiles).toStrictEqual([
      {
        id: quoteFileId,
        fileBoxId: quoteFileId,
        fileName: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
        fileOrgName: "견적서 양식.pdf",
        fileSize: PDF.byteLength,
        fileType: "application/pdf",
        fileRegDate: expect.stringMatching(DATE_TIME),
        boardId: 12,
        fileUrl: `/api/boardFiles/download/${quoteFileId}`,
      },
      {
        id: photoFileId,
        fileBoxId: photoFileId,
        fileName: expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
        fileOrgName: "시공 사진.png",
        fileSize: PNG.byteLength,
        fileType: "image/png",
        fileRegDate: expect.stringMatching(DATE_TIME),
        boardId: 12,
        fileUrl: `/api/boardFiles/download/${photoFileId}`,
      },
    ]);
    // The inquiry file that shares owner id 12 is not one of the post's attachments.
    expect(post.boardFiles.map((f) => f.fileOrgName)).not.toContain("주민등록등본.pdf");
    // The fileUrl works as given, without a token.
    const res = await call(post.boardFiles[0]?.fileUrl ?? "");
    expect(await bytesOf(res)).toEqual(PDF);
  });

  it("answers 404 JSON for an unknown post and for a non-public one, without counting a view", async () => {
    await expectJsonError(await call("/api/boards/detail/9999"), 404, "게시글을 찾을 수 없습니다.");
    await expectJsonError(await call("/api/boards/detail/21"), 404, "게시글을 찾을 수 없습니다.");
    const [hidden] = await db().select().from(board).where(eq(board.boardId, 21));
    expect(hidden?.boardViewCount).toBe(0);
  });

  it("answers 400 JSON for a non-numeric id", async () => {
    await expectJsonError(await call("/api/boards/detail/abc"), 400, "게시글 번호는 숫자여야 합니다.");
  });
});

describe("GET /api/boardFiles/download/{fileBoxId}", () => {
  it("sends the exact bytes as a download under the percent-encoded original name", async () => {
    const res = await call(`/api/boardFiles/download/${quoteFileId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const encoded = encodeURIComponent("견적서 양식.pdf");
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toBe(`attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`);
    const star = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? "";
    expect(decodeURIComponent(star)).toBe("견적서 양식.pdf");
    const plain = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "";
    expect(decodeURIComponent(plain)).toBe("견적서 양식.pdf");
    expect(await bytesOf(res)).toEqual(PDF);
  });

  it("downloads an image attachment too (attachment, its own type)", async () => {
    const res = await call(`/api/boardFiles/download/${photoFileId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(await bytesOf(res)).toEqual(PNG);
  });

  it("answers 404 JSON for a file of a non-public post", async () => {
    await expectJsonError(await call(`/api/boardFiles/download/${hiddenPostFileId}`), 404, "파일을 찾을 수 없습니다.");
  });

  it("never hands out an inquiry attachment, even when its owner id is a public post's id", async () => {
    await expectJsonError(await call(`/api/boardFiles/download/${inquiryFileId}`), 404, "파일을 찾을 수 없습니다.");
  });

  it("answers 404 JSON for an unknown id and for a row whose bytes are missing", async () => {
    await expectJsonError(await call("/api/boardFiles/download/99999"), 404, "파일을 찾을 수 없습니다.");
    await expectJsonError(
      await call(`/api/boardFiles/download/${missingBytesFileId}`),
      404,
      "파일을 찾을 수 없습니다.",
    );
  });

  it("answers 400 JSON for a non-numeric id", async () => {
    await expectJsonError(await call("/api/boardFiles/download/abc"), 400, "파일 번호는 숫자여야 합니다.");
  });
});
