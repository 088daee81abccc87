// Admin notices and FAQ (SPEC §7 "Admin: boards", API-SHAPES §9): the list of every post with
// title search, the dashboard lists (boards and release notes, §10), the admin post, create and
// update with attachments, bulk and single delete, attachment downloads and previews.
import { env } from "cloudflare:test";
import { and, asc, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { board, fileBox, releaseNote, users } from "../../db/schema";
import { callAs, type LoggedIn, loginAsAdmin, loginAsStaff } from "../auth-fixtures";
import {
  bucketKeys,
  bytesOf,
  call,
  db,
  EXE,
  expectJsonError,
  file,
  OLE,
  PDF,
  PNG,
  seedDatabase,
  ZIP,
} from "../fixtures";

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const ROW_KEYS = [
  "boardId",
  "boardPinned",
  "boardRegDate",
  "boardTitle",
  "boardType",
  "boardUpdate",
  "boardViewCount",
  "boardYN",
  "writer",
];
const POST_KEYS = [...ROW_KEYS, "adminBoardFiles", "boardContent", "boardImage"].sort();
const FILE_ENTRY_KEYS = [
  "boardId",
  "fileBoxId",
  "fileName",
  "fileOrgName",
  "fileRegDate",
  "fileSize",
  "fileType",
  "fileUrl",
  "id",
];
const NOT_FOUND = "게시글을 찾을 수 없습니다.";

interface Row {
  boardId: number;
  boardTitle: string;
  boardType: string;
  boardYN: string;
  boardViewCount: number;
  boardRegDate: string;
  boardUpdate: string;
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
interface AdminPost extends Row {
  boardContent: string;
  boardImage: string | null;
  adminBoardFiles: FileEntry[];
}

let admin: LoggedIn;
const get = (path: string) => callAs(admin, path);

async function list(query: Record<string, string | number> = {}): Promise<Page> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await get(`/api/admin/boards?${qs}`);
  expect(res.status, qs.toString()).toBe(200);
  return (await res.json()) as Page;
}
const ids = (rows: { boardId: number }[]) => rows.map((r) => r.boardId);

async function detail(boardId: number): Promise<AdminPost> {
  const res = await get(`/api/admin/boards/detail/${boardId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminPost;
}

/** The multipart body the notice screens send: the DTO as a JSON blob (or a string part), then files. */
function boardForm(
  part: "createBoardDTO" | "updateBoardDTO",
  dto: unknown,
  files: File[] = [],
  { asString = false } = {},
): FormData {
  const form = new FormData();
  const json = JSON.stringify(dto);
  if (asString) form.append(part, json);
  else form.append(part, new Blob([json], { type: "application/json" }), "blob");
  for (const f of files) form.append("files", f);
  return form;
}

const create = (form: BodyInit, session: LoggedIn = admin) =>
  callAs(session, "/api/admin/boards", { method: "POST", body: form });
const update = (form: BodyInit) => callAs(admin, "/api/admin/boards/update", { method: "POST", body: form });

/** Creates a post through the API and returns its id. */
async function createPost(dto: Record<string, unknown>, files: File[] = []): Promise<number> {
  const res = await create(boardForm("createBoardDTO", { boardType: "NOTICE", boardYN: "Y", ...dto }, files));
  expect(res.status, await res.clone().text()).toBe(200);
  const boardId = await res.json();
  expect(typeof boardId).toBe("number");
  return boardId as number;
}

async function postRow(boardId: number) {
  const [row] = await db().select().from(board).where(eq(board.boardId, boardId));
  return row;
}

function fileRowsOf(boardId: number) {
  return db()
    .select()
    .from(fileBox)
    .where(and(eq(fileBox.ownerKind, "BOARD"), eq(fileBox.ownerId, boardId)))
    .orderBy(asc(fileBox.fileBoxId));
}

async function objectBytes(key: string): Promise<Uint8Array | null> {
  const object = await env.BUCKET.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

/** Everything a board write can touch: posts, file rows, objects. */
async function storage() {
  const [posts] = await db().select({ n: count() }).from(board);
  const [files] = await db().select({ n: count() }).from(fileBox);
  return { posts: posts?.n, files: files?.n, keys: (await bucketKeys()).sort() };
}

async function expectRefusedAndNothingStored(send: () => Promise<Response>, status: number, message?: string | RegExp) {
  const before = await storage();
  const text = await expectJsonError(await send(), status, message);
  expect(await storage()).toEqual(before);
  return text;
}

/** Puts bytes in R2 and a file_box row for them; returns the row's id. */
async function attach(
  ownerKind: "BOARD" | "INQUIRY",
  ownerId: number,
  fileOrgName: string,
  bytes: Uint8Array,
  fileType: string,
): Promise<number> {
  const fileName = `${crypto.randomUUID()}.${fileOrgName.split(".").pop()}`;
  const r2Key = `${ownerKind.toLowerCase()}/${fileName}`;
  await env.BUCKET.put(r2Key, bytes, { httpMetadata: { contentType: fileType } });
  const [row] = await db()
    .insert(fileBox)
    .values({ fileName, r2Key, fileOrgName, fileType, fileSize: bytes.byteLength, ownerKind, ownerId })
    .returning({ fileBoxId: fileBox.fileBoxId });
  if (!row) throw new Error("file_box insert returned nothing");
  return row.fileBoxId;
}

let hiddenPdfId: number;
let hiddenZipId: number;
let photoId: number;
let inquiryFileId: number;

beforeAll(async () => {
  await seedDatabase();
  admin = await loginAsAdmin();
  // Seeded: notices 1..13 (2026-11-07..19, 13 newest), FAQ 14..19 (2026-10-21..26, 19 newest).
  await db()
    .insert(board)
    .values([
      {
        boardId: 20,
        boardTitle: "비공개 FAQ 초안",
        boardContent: "<p>초안</p>",
        boardType: "FAQ",
        boardYN: "N",
        writer: "관리자",
        boardRegDate: "2026-11-21T09:00:00",
        boardUpdate: "2026-11-21T09:00:00",
      },
      {
        boardId: 21,
        boardTitle: "Window 점검 안내",
        boardContent: "<p>본문에만 있는 숨은단어</p>",
        boardType: "NOTICE",
        boardYN: "Y",
        writer: "관리자",
        boardViewCount: 7,
        boardRegDate: "2026-10-01T00:00:00",
        boardUpdate: "2026-11-21T12:00:00",
      },
    ]);
  hiddenPdfId = await attach("BOARD", 20, "내부 견적서.pdf", PDF, "application/pdf");
  hiddenZipId = await attach("BOARD", 20, "도면 모음.zip", ZIP, "application/zip");
  photoId = await attach("BOARD", 21, "시공 사진.png", PNG, "image/png");
  inquiryFileId = await attach("INQUIRY", 20, "주민등록등본.pdf", PDF, "application/pdf");
});

describe("GET /api/admin/boards", () => {
  it("answers 401 JSON without a token", async () => {
    await expectJsonError(await call("/api/admin/boards"), 401, "로그인이 필요한 서비스 입니다.");
  });

  it("lists every post, both types, public or not, newest boardRegDate first, 10 per page", async () => {
    const page = await list();
    expect(ids(page.content)).toEqual([20, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(page).toMatchObject({ totalElements: 21, totalPages: 3, number: 0, size: 10 });
    expect(Object.keys(page.content[0] ?? {}).sort()).toEqual(ROW_KEYS);
    expect(page.content[0]).toEqual({
      boardId: 20,
      boardTitle: "비공개 FAQ 초안",
      boardType: "FAQ",
      boardYN: "N",
      boardPinned: false,
      boardViewCount: 0,
      boardRegDate: "2026-11-21T09:00:00",
      boardUpdate: "2026-11-21T09:00:00",
      writer: "관리자",
    });
    const last = await list({ page: 2 });
    expect(ids(last.content)).toEqual([21]);
  });

  it("pages by the size the screen sends (5)", async () => {
    const page = await list({ page: 1, size: 5 });
    expect(ids(page.content)).toEqual([9, 8, 7, 6, 5]);
    expect(page.totalPages).toBe(5);
    expect((await list({ page: 9, size: 5 })).content).toEqual([]);
  });

  it("searches the title only, ignoring case, and ignores a blank keyword", async () => {
    const found = await list({ searchKeyword: "window" });
    expect(ids(found.content)).toEqual([21]);
    expect(found.totalElements).toBe(1);
    expect((await list({ searchKeyword: "숨은단어" })).content).toEqual([]);
    const faq = await list({ searchKeyword: "초안" });
    expect(ids(faq.content)).toEqual([20]);
    expect((await list({ searchKeyword: "   " })).totalElements).toBe(21);
  });

  it("lists one type with boardType, counted alone, and combines it with the search", async () => {
    const all = await list({ size: 100 });
    for (const boardType of ["NOTICE", "FAQ"] as const) {
      const page = await list({ boardType, size: 100 });
      expect(page.content.length).toBeGreaterThan(0);
      expect(page.content.every((r) => r.boardType === boardType)).toBe(true);
      expect(ids(page.content)).toEqual(ids(all.content.filter((r) => r.boardType === boardType)));
      expect(page.totalElements).toBe(page.content.length);
    }
    // Blank means both.
    expect((await list({ boardType: "", size: 100 })).totalElements).toBe(all.totalElements);
    // A word of a FAQ title: the search finds it among the FAQ only.
    const word = (all.content.find((r) => r.boardType === "FAQ")?.boardTitle ?? "").slice(0, 2);
    const faqSearch = await list({ boardType: "FAQ", searchKeyword: word, size: 100 });
    expect(faqSearch.content.length).toBeGreaterThan(0);
    expect(ids(faqSearch.content)).toEqual(
      ids(all.content.filter((r) => r.boardType === "FAQ" && r.boardTitle.toLowerCase().includes(word.toLowerCase()))),
    );
    await expectJsonError(
      await get("/api/admin/boards?boardType=QNA"),
      400,
      "게시글 유형(boardType)은 NOTICE 또는 FAQ 여야 합니다.",
    );
  });

  it("refuses a bad page or size with 400 JSON", async () => {
    await expectJsonError(await get("/api/admin/boards?page=-1"), 400, "page는 0 이상이어야 합니다.");
    await expectJsonError(await get("/api/admin/boards?size=abc"), 400);
  });
});

describe("GET /api/admin/boards/simple", () => {
  it("gives at most 2 rows, most recently updated first", async () => {
    const res = await get("/api/admin/boards/simple");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Row[];
    expect(ids(rows)).toEqual([21, 20]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(ROW_KEYS);
    expect(rows[0]).toMatchObject({
      boardTitle: "Window 점검 안내",
      writer: "관리자",
      boardUpdate: "2026-11-21T12:00:00",
    });
  });
});

describe("GET /api/admin/boards/detail/{id} and /modify?boardId=", () => {
  it("gives a non-public post with its attachments as file entries", async () => {
    const post = await detail(20);
    expect(Object.keys(post).sort()).toEqual(POST_KEYS);
    expect(post).toMatchObject({
      boardId: 20,
      boardTitle: "비공개 FAQ 초안",
      boardContent: "<p>초안</p>",
      boardType: "FAQ",
      boardYN: "N",
      boardViewCount: 0,
      boardRegDate: "2026-11-21T09:00:00",
      boardUpdate: "2026-11-21T09:00:00",
      writer: "관리자",
      boardImage: null,
    });
    expect(post.adminBoardFiles.map((f) => f.fileOrgName)).toEqual(["내부 견적서.pdf", "도면 모음.zip"]);
    const [pdf] = post.adminBoardFiles;
    expect(Object.keys(pdf ?? {}).sort()).toEqual(FILE_ENTRY_KEYS);
    expect(pdf).toMatchObject({
      id: hiddenPdfId,
      fileBoxId: hiddenPdfId,
      boardId: 20,
      fileSize: PDF.byteLength,
      fileType: "application/pdf",
      fileUrl: `/api/boardFiles/download/${hiddenPdfId}`,
    });
    expect(pdf?.fileRegDate).toMatch(DATE_TIME);
  });

  it("does not change the view count", async () => {
    expect((await detail(21)).boardViewCount).toBe(7);
    expect((await detail(21)).boardViewCount).toBe(7);
    const res = await get("/api/admin/boards/modify?boardId=21");
    expect(res.status).toBe(200);
    const modify = (await res.json()) as AdminPost;
    expect(modify).toEqual(await detail(21));
    expect(modify.adminBoardFiles.map((f) => f.fileBoxId)).toEqual([photoId]);
    expect((await postRow(21))?.boardViewCount).toBe(7);
  });

  it("answers 404 JSON for an unknown id and 400 JSON for a missing or non-numeric one", async () => {
    await expectJsonError(await get("/api/admin/boards/detail/9999"), 404, NOT_FOUND);
    await expectJsonError(await get("/api/admin/boards/modify?boardId=9999"), 404, NOT_FOUND);
    await expectJsonError(await get("/api/admin/boards/detail/abc"), 400, "게시글 번호는 숫자여야 합니다.");
    await expectJsonError(await get("/api/admin/boards/modify"), 400);
  });
});

describe("GET /api/admin/boardfiles/download/{id} and /preview/{id}", () => {
  it("downloads an attachment of a non-public post under its percent-encoded original name", async () => {
    const res = await get(`/api/admin/boardfiles/download/${hiddenPdfId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const encoded = encodeURIComponent("내부 견적서.pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`,
    );
    expect(await bytesOf(res)).toEqual(PDF);
  });

  it("previews images and pdf inline, but sends anything else as an attachment", async () => {
    const pdf = await get(`/api/admin/boardfiles/preview/${hiddenPdfId}`);
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(await bytesOf(pdf)).toEqual(PDF);
    const png = await get(`/api/admin/boardfiles/preview/${photoId}`);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(await bytesOf(png)).toEqual(PNG);
    const zip = await get(`/api/admin/boardfiles/preview/${hiddenZipId}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(await bytesOf(zip)).toEqual(ZIP);
  });

  it("never hands out an inquiry attachment; unknown ids are 404 JSON", async () => {
    for (const kind of ["download", "preview"]) {
      await expectJsonError(
        await get(`/api/admin/boardfiles/${kind}/${inquiryFileId}`),
        404,
        "파일을 찾을 수 없습니다.",
      );
      await expectJsonError(await get(`/api/admin/boardfiles/${kind}/99999`), 404, "파일을 찾을 수 없습니다.");
    }
    await expectJsonError(await get("/api/admin/boardfiles/download/abc"), 400);
  });
});

describe("POST /api/admin/boards", () => {
  it("creates a post with attachments and answers its id as a JSON number", async () => {
    const before = await storage();
    const res = await create(
      boardForm(
        "createBoardDTO",
        {
          boardTitle: "  설 연휴 휴무 안내  ",
          boardContent: '<p onclick="steal()">휴무 안내</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
          boardType: "FAQ",
          boardYN: "N",
        },
        [file(PDF, "휴무 일정.pdf", "application/pdf"), file(PNG, "안내 이미지.png", "image/png")],
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).toMatch(/^\d+$/);
    const boardId = Number(text);

    const row = await postRow(boardId);
    expect(row).toMatchObject({
      boardTitle: "설 연휴 휴무 안내",
      boardType: "FAQ",
      boardYN: "N",
      writer: "관리자",
      usersId: 1,
      boardViewCount: 0,
      boardImage: null,
    });
    expect(row?.boardContent).toContain("휴무 안내");
    expect(row?.boardContent).not.toMatch(/script|onerror|onclick|alert/);
    expect(row?.boardRegDate).toMatch(DATE_TIME);
    expect(row?.boardUpdate).toBe(row?.boardRegDate);

    const files = await fileRowsOf(boardId);
    expect(files.map((f) => [f.fileOrgName, f.fileType, f.fileSize])).toEqual([
      ["휴무 일정.pdf", "application/pdf", PDF.byteLength],
      ["안내 이미지.png", "image/png", PNG.byteLength],
    ]);
    expect(await objectBytes(files[0]?.r2Key ?? "")).toEqual(PDF);
    expect(await objectBytes(files[1]?.r2Key ?? "")).toEqual(PNG);
    expect(await storage()).toMatchObject({ posts: (before.posts ?? 0) + 1, files: (before.files ?? 0) + 2 });

    const post = await detail(boardId);
    expect(post.adminBoardFiles.map((f) => [f.fileOrgName, f.boardId])).toEqual([
      ["휴무 일정.pdf", boardId],
      ["안내 이미지.png", boardId],
    ]);
    expect((await list()).content[0]?.boardId).toBe(boardId);
  });

  it("accepts the DTO as a plain string part; boardYN defaults to Y, no files needed", async () => {
    const res = await create(
      boardForm(
        "createBoardDTO",
        { boardTitle: "문자열 DTO 공지", boardContent: "<p>본문</p>", boardType: "NOTICE" },
        [],
        {
          asString: true,
        },
      ),
    );
    expect(res.status).toBe(200);
    const boardId = (await res.json()) as number;
    expect(await postRow(boardId)).toMatchObject({ boardTitle: "문자열 DTO 공지", boardType: "NOTICE", boardYN: "Y" });
    expect(await fileRowsOf(boardId)).toEqual([]);
  });

  it("writes the signed-in account's name as the writer (staff too)", async () => {
    const staff = await loginAsStaff();
    const [account] = await db().select().from(users).where(eq(users.username, staff.username));
    const res = await create(
      boardForm("createBoardDTO", { boardTitle: "직원 작성 공지", boardType: "NOTICE", boardYN: "Y" }),
      staff,
    );
    expect(res.status).toBe(200);
    const row = await postRow((await res.json()) as number);
    expect(row?.writer).toBe(account?.name);
    expect(row?.usersId).toBe(account?.usersId);
    expect(row?.boardContent).toBe("");
  });

  it("refuses a missing or unknown boardType with the screen's message, storing nothing", async () => {
    for (const boardType of [undefined, "", "QNA", "notice"]) {
      await expectRefusedAndNothingStored(
        () => create(boardForm("createBoardDTO", { boardTitle: "유형 없음", boardType }, [file(PNG, "a.png")])),
        400,
        "게시글 유형을 선택해주세요",
      );
    }
  });

  it("refuses a blank title, a bad boardYN and a non-object DTO with 400 JSON", async () => {
    const send = (dto: unknown) => () => create(boardForm("createBoardDTO", dto, [file(PDF, "a.pdf")]));
    await expectRefusedAndNothingStored(
      send({ boardType: "NOTICE", boardTitle: "   " }),
      400,
      "게시글 제목을 입력해주세요.",
    );
    await expectRefusedAndNothingStored(send({ boardType: "NOTICE" }), 400, "게시글 제목을 입력해주세요.");
    // Nothing visible (a zero-width space, an NBSP) is blank too (audit 40).
    await expectRefusedAndNothingStored(
      send({ boardType: "NOTICE", boardTitle: "\u200b\u00a0" }),
      400,
      "게시글 제목을 입력해주세요.",
    );
    await expectRefusedAndNothingStored(
      send({ boardType: "NOTICE", boardTitle: "가".repeat(201) }),
      400,
      "게시글 제목은 200자 이하로 입력해주세요.",
    );
    await expectRefusedAndNothingStored(
      send({ boardType: "NOTICE", boardTitle: "공지", boardYN: "X" }),
      400,
      "공개 여부(boardYN)는 Y 또는 N 이어야 합니다.",
    );
    await expectRefusedAndNothingStored(send([1, 2]), 400, "createBoardDTO 항목은 JSON 객체여야 합니다.");
  });

  it("refuses a missing or malformed DTO part and a non-multipart body", async () => {
    const noDto = new FormData();
    noDto.append("files", file(PNG, "a.png"));
    await expectRefusedAndNothingStored(() => create(noDto), 400, "createBoardDTO 항목이 없습니다.");
    const broken = new FormData();
    broken.append("createBoardDTO", new Blob(["{not json"], { type: "application/json" }), "blob");
    await expectRefusedAndNothingStored(
      () => create(broken),
      400,
      "createBoardDTO 항목의 JSON 형식이 올바르지 않습니다.",
    );
    await expectRefusedAndNothingStored(
      () =>
        callAs(admin, "/api/admin/boards", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ boardTitle: "json", boardType: "NOTICE" }),
        }),
      400,
      "multipart/form-data 형식으로 보내주세요.",
    );
  });

  it("refuses disallowed, disguised or too many files, storing nothing", async () => {
    const dto = { boardTitle: "첨부 검사", boardType: "NOTICE" };
    await expectRefusedAndNothingStored(
      () => create(boardForm("createBoardDTO", dto, [file(PDF, "ok.pdf"), file(EXE, "setup.exe")])),
      400,
      /첨부할 수 없는 파일 형식입니다/,
    );
    await expectRefusedAndNothingStored(
      () => create(boardForm("createBoardDTO", dto, [file(EXE, "견적서.pdf")])),
      400,
      "파일 내용이 확장자와 일치하지 않습니다. (견적서.pdf)",
    );
    const six = Array.from({ length: 6 }, (_, i) => file(PNG, `p${i}.png`));
    await expectRefusedAndNothingStored(
      () => create(boardForm("createBoardDTO", dto, six)),
      400,
      "파일은 최대 5개까지 첨부할 수 있습니다.",
    );
  });
});

describe("POST /api/admin/boards/update", () => {
  it("changes only the given fields, adds new files, keeps boardType, and sets boardUpdate to now", async () => {
    const boardId = await createPost({ boardTitle: "수정 전 제목", boardContent: "<p>원래 본문</p>" }, [
      file(PDF, "원본.pdf"),
    ]);
    await db().update(board).set({ boardUpdate: "2020-01-01T00:00:00" }).where(eq(board.boardId, boardId));
    const before = await postRow(boardId);

    const res = await update(
      boardForm(
        "updateBoardDTO",
        { boardId: String(boardId), boardTitle: "수정 후 제목", boardContent: null, boardYN: null, boardType: "FAQ" },
        [file(OLE, "시방서.hwp"), file(PNG, "현장.png")],
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe(String(boardId));

    const after = await postRow(boardId);
    expect(after).toMatchObject({
      boardTitle: "수정 후 제목",
      boardContent: "<p>원래 본문</p>",
      boardType: "NOTICE",
      boardYN: "Y",
      writer: before?.writer,
      boardRegDate: before?.boardRegDate,
      boardViewCount: 0,
    });
    expect(after?.boardUpdate).toMatch(DATE_TIME);
    expect((after?.boardUpdate ?? "") > "2020-01-01T00:00:00").toBe(true);

    const files = await fileRowsOf(boardId);
    expect(files.map((f) => f.fileOrgName)).toEqual(["원본.pdf", "시방서.hwp", "현장.png"]);
    expect(await objectBytes(files[1]?.r2Key ?? "")).toEqual(OLE);
    expect((await detail(boardId)).adminBoardFiles).toHaveLength(3);
  });

  it("accepts a numeric boardId, sanitizes new content, and leaves an absent title alone", async () => {
    const boardId = await createPost({ boardTitle: "공개 전환 테스트", boardContent: "<p>처음</p>" });
    const res = await update(
      boardForm("updateBoardDTO", { boardId, boardContent: "<p>새 본문</p><script>x()</script>", boardYN: "N" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(boardId);
    const row = await postRow(boardId);
    expect(row).toMatchObject({ boardTitle: "공개 전환 테스트", boardYN: "N" });
    expect(row?.boardContent).toContain("새 본문");
    expect(row?.boardContent).not.toContain("script");
  });

  it("answers 404 JSON for an unknown post, storing no file", async () => {
    await expectRefusedAndNothingStored(
      () => update(boardForm("updateBoardDTO", { boardId: 9999, boardTitle: "없음" }, [file(PDF, "a.pdf")])),
      404,
      NOT_FOUND,
    );
  });

  it("refuses a missing or bad boardId, a blank title and a bad boardYN with 400 JSON", async () => {
    const send = (dto: unknown) => () => update(boardForm("updateBoardDTO", dto, [file(PDF, "a.pdf")]));
    await expectRefusedAndNothingStored(send({ boardTitle: "번호 없음" }), 400);
    await expectRefusedAndNothingStored(send({ boardId: "abc" }), 400, "게시글 번호는 숫자여야 합니다.");
    await expectRefusedAndNothingStored(send({ boardId: 21, boardTitle: " " }), 400, "게시글 제목을 입력해주세요.");
    await expectRefusedAndNothingStored(
      send({ boardId: 21, boardYN: "yes" }),
      400,
      "공개 여부(boardYN)는 Y 또는 N 이어야 합니다.",
    );
    expect((await postRow(21))?.boardTitle).toBe("Window 점검 안내");
  });
});

describe("DELETE /api/admin/boards (bulk) and /api/admin/boards/detail?boardId=", () => {
  it("deletes the listed posts with their file rows and objects, answering 200 with no body", async () => {
    const first = await createPost({ boardTitle: "삭제 대상 1" }, [file(PDF, "a.pdf"), file(PNG, "b.png")]);
    const second = await createPost({ boardTitle: "삭제 대상 2" }, [file(ZIP, "c.zip")]);
    const keeper = await createPost({ boardTitle: "남길 글" }, [file(PDF, "keep.pdf")]);
    const doomedKeys = [...(await fileRowsOf(first)), ...(await fileRowsOf(second))].map((f) => f.r2Key);
    const keptKeys = (await fileRowsOf(keeper)).map((f) => f.r2Key);
    expect(doomedKeys).toHaveLength(3);

    const res = await callAs(admin, "/api/admin/boards", {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify([first, String(second)]),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
    expect(await postRow(first)).toBeUndefined();
    expect(await postRow(second)).toBeUndefined();
    expect(await fileRowsOf(first)).toEqual([]);
    expect(await fileRowsOf(second)).toEqual([]);
    const keys = await bucketKeys();
    for (const key of doomedKeys) expect(keys).not.toContain(key);
    for (const key of keptKeys) expect(keys).toContain(key);
    expect(await postRow(keeper)).toBeDefined();
    await expectJsonError(await get(`/api/admin/boards/detail/${first}`), 404, NOT_FOUND);
  });

  it("refuses an empty list or a body that is not a JSON array with 400 JSON", async () => {
    const del = (body: string) =>
      callAs(admin, "/api/admin/boards", { method: "DELETE", headers: { "Content-Type": "application/json" }, body });
    await expectRefusedAndNothingStored(() => del("[]"), 400, "삭제할 게시글을 선택해주세요.");
    await expectRefusedAndNothingStored(() => del('{"boardIds":[21]}'), 400);
    await expectRefusedAndNothingStored(() => del("not json"), 400);
    await expectRefusedAndNothingStored(() => del('["abc"]'), 400, "게시글 번호는 숫자여야 합니다.");
  });

  it("deletes nothing and answers 404 JSON when any listed post is unknown", async () => {
    const boardId = await createPost({ boardTitle: "모르는 번호와 함께" }, [file(PDF, "x.pdf")]);
    await expectRefusedAndNothingStored(
      () =>
        callAs(admin, "/api/admin/boards", {
          method: "DELETE",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify([boardId, 9999]),
        }),
      404,
      "삭제할 게시글을 찾을 수 없습니다.",
    );
    expect(await postRow(boardId)).toBeDefined();
  });

  it("deletes one post by ?boardId= with the text 삭제되었습니다., then 404 for it", async () => {
    const boardId = await createPost({ boardTitle: "하나만 삭제" }, [file(PNG, "one.png")]);
    const [attachment] = await fileRowsOf(boardId);
    const res = await callAs(admin, `/api/admin/boards/detail?boardId=${boardId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("삭제되었습니다.");
    expect(await postRow(boardId)).toBeUndefined();
    expect(await fileRowsOf(boardId)).toEqual([]);
    expect(await objectBytes(attachment?.r2Key ?? "")).toBeNull();
    await expectJsonError(
      await callAs(admin, `/api/admin/boards/detail?boardId=${boardId}`, { method: "DELETE" }),
      404,
      NOT_FOUND,
    );
    await expectJsonError(await callAs(admin, "/api/admin/boards/detail", { method: "DELETE" }), 400);
  });
});

describe("GET /api/admin/release/simple", () => {
  const RELEASE_KEYS = ["createAt", "id", "title", "updateAt"];

  it("gives the seeded note as a whole row", async () => {
    const res = await get("/api/admin/release/simple");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows).toEqual([
      {
        id: 1,
        title: "홈페이지와 관리자 페이지 첫 공개",
        createAt: "2026-11-19T10:00:00",
        updateAt: "2026-11-19T10:00:00",
      },
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(RELEASE_KEYS);
  });

  it("orders newest first and keeps the dashboard short (at most 5)", async () => {
    await db()
      .insert(releaseNote)
      .values(
        ["2026-11-20", "2026-10-01", "2026-11-21", "2026-09-01", "2026-11-18", "2026-08-01"].map((day, i) => ({
          title: `릴리스 ${i + 2}`,
          createAt: `${day}T09:00:00`,
          updateAt: `${day}T09:00:00`,
        })),
      );
    const rows = (await (await get("/api/admin/release/simple")).json()) as { title: string; createAt: string }[];
    expect(rows.map((r) => r.title)).toEqual([
      "릴리스 4",
      "릴리스 2",
      "홈페이지와 관리자 페이지 첫 공개",
      "릴리스 6",
      "릴리스 3",
    ]);
  });

  it("answers [] when there are no notes", async () => {
    await db().delete(releaseNote);
    const res = await get("/api/admin/release/simple");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});
