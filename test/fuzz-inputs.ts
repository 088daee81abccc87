// Generators of hostile requests for test/api/fuzz.test.ts: wrong types, missing and duplicated
// parameters and parts, unicode edge cases, SQL/HTML/FTS metacharacters, long Korean text,
// malformed JSON and multipart, forged tokens. Every request is built as raw bytes, so what the
// Worker sees is exactly what an attacker could send.
import fc from "fast-check";
import { EXE, PNG } from "./fixtures";

/** Values that broke or nearly broke web apps before: types, numbers, unicode, injections. */
export const NASTY_VALUES: readonly string[] = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e309",
  "-0",
  "NaN",
  "Infinity",
  "9007199254740993",
  "99999999999999999999999999",
  "0x1F",
  "１２",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  '{"a":1}',
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u202Eevil.exe",
  "\u200F\u200E\u061C",
  "שלום عربي",
  "👨‍👩‍👧‍👦🏳️‍🌈",
  "e\u0301\u0302\u0303\u0304\u0305\u0306\u0307",
  "Z\u0364\u0351\u0313\u0324\u0354",
  "\uFEFF",
  "\r\n\t\v\f",
  "' OR '1'='1",
  "1; DROP TABLE item;--",
  '" OR 1=1 --',
  "1 UNION SELECT username, password FROM users--",
  "1' AND SLEEP(5)--",
  "%",
  "_",
  "\\",
  "'",
  '"',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "{{7*7}}${7*7}",
  "../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "NEAR(",
  'a" OR "b',
  "*",
  "^",
  "-",
  "AND OR NOT",
  "title:x",
  "__proto__",
  "constructor",
];

/** Percent-encoded fragments that are not valid encodings at all. */
export const BROKEN_QUERY_FRAGMENTS = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "%C0%AF",
  "%ED%A0%80",
  "a=%",
  "&&",
  "=",
  "==&=",
  "%FF%FE",
];

/** Names of the parameters, parts and fields the API reads, so fuzzed values reach the checks. */
export const KNOWN_NAMES = [
  "id",
  "itemId",
  "manuId",
  "typeId",
  "itemTypeId",
  "itemTypeName",
  "boardType",
  "searchKeyword",
  "page",
  "size",
  "displayId",
  "fileBoxId",
  "fileBoxIds",
  "removeFileBoxIds",
  "boardId",
  "calendarId",
  "glassSpecId",
  "newGlassSpec",
  "updateGlassSize",
  "usersId",
  "userId",
  "roleType",
  "username",
  "password",
  "currentPassword",
  "newPassword",
  "name",
  "userTel",
  "title",
  "content",
  "writer",
  "tel",
  "email",
  "addr",
  "detailAddr",
  "itemName",
  "manuName",
  "manuYN",
  "startTime",
  "endTime",
  "scheduleStatus",
  "description",
  "location",
  "year",
  "month",
  "date",
  "files",
  "image",
  "mainFile",
  "createItemDTO",
  "updateItemDTO",
  "createBoardDTO",
  "updateBoardDTO",
  "website",
  "cf-turnstile-response",
] as const;

const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c));

/** Korean text of 17 to 150 syllables, with an occasional space: long search terms. */
export const longKorean = fc
  .array(fc.oneof({ weight: 9, arbitrary: hangul }, { weight: 1, arbitrary: fc.constant(" ") }), {
    minLength: 17,
    maxLength: 150,
  })
  .map((chars) => chars.join(""));

/** One hostile value as text. */
export const nastyValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 2, arbitrary: longKorean },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 2, arbitrary: fc.constantFrom("1", "2", "3", "NOTICE", "FAQ", "Y", "N", "ROLE_ADMIN") },
);

const paramName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN_NAMES) },
  { weight: 1, arbitrary: nastyValue },
);

/**
 * Percent-encodes any string, lone surrogates included (as the 3 bytes WTF-8 gives them, which
 * is not valid UTF-8: the receiver must cope).
 */
export function encodeLoose(value: string): string {
  let out = "";
  for (const ch of value) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    }
  }
  return out;
}

/** A query string: known and odd names, duplicated at will, sometimes with broken encodings. */
export const queryString = fc
  .tuple(
    fc.array(fc.tuple(paramName, nastyValue), { maxLength: 6 }),
    fc.option(fc.constantFrom(...BROKEN_QUERY_FRAGMENTS), { freq: 4 }),
  )
  .map(([pairs, broken]) => {
    const parts = pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`);
    if (broken) parts.push(broken);
    return parts.length ? `?${parts.join("&")}` : "";
  });

/** A route path of the router table with its `:params` and `*` filled with hostile segments. */
export function pathFor(routePath: string): fc.Arbitrary<string> {
  const holes = routePath.split("/").filter((s) => s.startsWith(":") || s === "*").length;
  return fc
    .tuple(
      fc.array(
        fc.oneof(
          fc.constantFrom("1", "2", "999999"),
          nastyValue.filter((v) => v !== ""),
        ),
        { minLength: holes, maxLength: holes },
      ),
      fc.constantFrom("", "", "", "/", "/extra", "/..", ".data"),
    )
    .map(([values, tail]) => {
      let i = 0;
      const filled = routePath
        .split("/")
        .map((s) => (s.startsWith(":") || s === "*" ? encodeLoose(values[i++] ?? "x") : s))
        .join("/");
      return `${filled === "/" && tail ? "" : filled}${tail}`;
    });
}

// ---- bodies ----

const enc = new TextEncoder();

export interface FuzzBody {
  contentType?: string;
  bytes?: Uint8Array;
}

const jsonLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), nastyValue), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyValue, fc.integer(), { maxKeys: 3 }) },
);

/** A JSON object with the API's field names (and others) holding values of the wrong kind. */
export const jsonObject = fc.dictionary(paramName, jsonLeaf, { maxKeys: 8 });

const brokenJson = fc.constantFrom(
  "",
  "{",
  '{"a":',
  "[",
  "nul",
  '{"a":1,}',
  "\u0000",
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"\\ud800"',
  "1".repeat(400),
  "[".repeat(5000),
);

const jsonBody: fc.Arbitrary<FuzzBody> = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: jsonObject.map((o) => JSON.stringify(o)) },
      { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
      { weight: 2, arbitrary: brokenJson },
    ),
    fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-json"),
  )
  .map(([text, contentType]) => ({ contentType, bytes: enc.encode(text) }));

const urlencodedBody: fc.Arbitrary<FuzzBody> = queryString.map((q) => ({
  contentType: "application/x-www-form-urlencoded",
  bytes: enc.encode(q.slice(1)),
}));

/** Bytes that are not UTF-8 at all. */
const INVALID_UTF8 = new Uint8Array([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x00, 0xe0, 0x80]);

export const NASTY_FILE_NAMES = [
  "../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "a\u0000.png",
  "photo.png\u0000.exe",
  "",
  ".",
  "..",
  "%2e%2e%2fx.png",
  "/absolute.png",
  `${"x".repeat(300)}.png`,
  "견적서_최종_진짜최종(1).hwp",
  "\u202Egnp.exe",
  "<script>alert(1)</script>.png",
  'quote".png',
  "evil.svg",
  "evil.html",
  "noext",
  "a.PNG.",
];

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Uint8Array;
}

const partData = fc.oneof(
  fc.constant(PNG),
  fc.constant(EXE),
  fc.constant(INVALID_UTF8),
  fc.uint8Array({ maxLength: 64 }),
  nastyValue.map((v) => enc.encode(v)),
  jsonObject.map((o) => enc.encode(JSON.stringify(o))),
);

const part: fc.Arbitrary<Part> = fc.record(
  {
    name: paramName,
    filename: fc.oneof(fc.constantFrom(...NASTY_FILE_NAMES), fc.constantFrom("a.png", "doc.pdf")),
    type: fc.constantFrom("image/png", "application/json", "application/octet-stream", "text/html", "", "x/\u0000"),
    data: partData,
  },
  { requiredKeys: ["name", "data"] },
);

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A multipart body with the given boundary, file names written raw (as browsers send UTF-8). */
export function multipartBytes(parts: Part[], boundary: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += "\r\n";
    if (p.type !== undefined) head += `Content-Type: ${p.type}\r\n`;
    chunks.push(enc.encode(`${head}\r\n`), p.data, enc.encode("\r\n"));
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  return concat(chunks);
}

/** Multipart bodies: well-formed with hostile parts, or malformed in the ways parsers trip on. */
const multipartBody: fc.Arbitrary<FuzzBody> = fc
  .record({
    parts: fc.array(part, { maxLength: 6 }),
    boundary: fc.constantFrom("----fuzzBoundary7MA4YWxk", "b", "x".repeat(70), "with space"),
    header: fc.constantFrom("ok", "ok", "ok", "no-boundary", "other-boundary", "json", "text", "mixed", "quoted"),
    cut: fc.option(fc.nat(), { freq: 3 }),
  })
  .map(({ parts, boundary, header, cut }) => {
    let bytes = multipartBytes(parts, boundary);
    if (cut !== null) bytes = bytes.slice(0, cut % (bytes.length + 1));
    const contentType = {
      ok: `multipart/form-data; boundary=${boundary.includes(" ") ? `"${boundary}"` : boundary}`,
      "no-boundary": "multipart/form-data",
      "other-boundary": "multipart/form-data; boundary=somethingElse",
      json: "application/json",
      text: "text/plain",
      mixed: `multipart/mixed; boundary=${boundary}`,
      quoted: `multipart/form-data; boundary="${boundary}`,
    }[header];
    return { contentType, bytes };
  });

/** Any body: none, JSON (broken or not), form-urlencoded, multipart (broken or not). */
export const body: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  { weight: 3, arbitrary: jsonBody },
  { weight: 1, arbitrary: urlencodedBody },
  { weight: 3, arbitrary: multipartBody },
);

/** A value of 100 KB to 1 MB (ASCII, Korean or a repeated metacharacter). */
export const hugeValue = fc
  .tuple(fc.integer({ min: 100_000, max: 1_000_000 }), fc.constantFrom("A", "가", "'", "<", "%", "\u0301"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** A body carrying one huge value, as JSON, a multipart text part or a multipart file name. */
export const hugeBody: fc.Arbitrary<FuzzBody> = fc
  .tuple(hugeValue, fc.constantFrom(...KNOWN_NAMES), fc.constantFrom("json", "part", "filename"))
  .map(([value, name, where]) => {
    if (where === "json")
      return { contentType: "application/json", bytes: enc.encode(JSON.stringify({ [name]: value })) };
    const boundary = "----fuzzHuge";
    const p: Part =
      where === "part"
        ? { name, data: enc.encode(value) }
        : { name: "files", filename: `${value}.png`, type: "image/png", data: PNG };
    return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: multipartBytes([p], boundary) };
  });

// ---- methods and tokens ----

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"] as const;

/** The route's own method most of the time, any other now and then. */
export const methodFor = (method: string) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) });

/**
 * Authorization values that must never open the back office: garbage, alg none, wrong key,
 * expired, no `exp`, an unknown account. `forged` holds the ones signed with the real key,
 * made by the test (it has the secret).
 */
export function badAuthorization(forged: readonly string[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(
      "",
      "Bearer",
      "Bearer ",
      "Basic YWRtaW46YWRtaW4=",
      "Bearer null",
      "Bearer a.b.c",
      "Bearer ..",
      "Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwidXNlcm5hbWUiOiJhZG1pbkBleGFtcGxlLmNvbSIsInJvbGUiOiJST0xFX0FETUlOIiwiZXhwIjo5OTk5OTk5OTk5fQ.",
      "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl",
      ...forged.map((t) => `Bearer ${t}`),
    ),
    fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJabcdefghij0123456789-_.=+/ ".split("")), maxLength: 300 }),
  );
}
