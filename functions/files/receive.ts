// Multipart bodies read as a stream (multipasta): text parts are kept (bounded), file parts go to
// R2 while they arrive. Each file is checked on the way: count and name at its first byte, type by
// its first SNIFF_BYTES, size as it grows. A refused or failed request removes what it wrote.
// Memory stays at one network chunk plus at most one R2 part per request, never a whole file.
import * as MP from "multipasta";
import type { Db } from "../../db/client";
import type { FileOwnerKind } from "../../db/schema";
import { AppError, badRequest, STATUS_MESSAGES } from "../lib/errors";
import { logError } from "../lib/log";
import { checkBytes, cleanFileName, kindOf, SNIFF_BYTES, tooLarge, tooManyFiles } from "./check";
import type { UploadKind } from "./kinds";
import { METADATA_FILTERS, type MetadataFilter } from "./metadataFilters";
import { discardUploads, markStored, noteMultipart, type StoredUpload, startPending } from "./pending";
import type { UploadRules } from "./rules";
import { ObjectWriter } from "./storage";

/** A part name that carries files, and the rules they are checked against. */
export interface FileField {
  name: string;
  rules: UploadRules;
  ownerKind: FileOwnerKind;
}

/** Where uploads go and who sends them (null: a visitor). */
export interface UploadTarget {
  db: Db;
  bucket: R2Bucket;
  usersId: number | null;
}

const MB = 1024 * 1024;
/** The platform's body cap (Cloudflare Free and Pro plans refuse larger bodies before the Worker). */
export const MAX_BODY_BYTES = 100 * MB;
const MAX_FIELD_BYTES = 1 * MB;
const MAX_TEXT_BYTES = 2 * MB;
const MAX_PARTS = 200;

export const FORM_MESSAGES = {
  notMultipart: "multipart/form-data 형식으로 보내주세요.",
  unreadable: "요청 본문을 읽을 수 없습니다. 올바른 multipart 형식인지 확인해주세요.",
  bodyTooLarge: `${STATUS_MESSAGES[413]} 요청 전체는 100MB 이하여야 합니다. 파일을 나누어 보내주세요.`,
  textTooLarge: "입력한 내용이 너무 깁니다.",
  tooManyParts: "요청에 항목이 너무 많습니다.",
  storage: "파일을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.",
} as const;

interface TextPart {
  value: string;
  /** Sent as a file (a JSON DTO blob); never taken as plain text. */
  blob: boolean;
}

/** A received form: its text parts, and the files of this request, already in R2 and pending. */
export class ReceivedForm {
  constructor(
    private readonly target: UploadTarget,
    private readonly parts: ReadonlyMap<string, readonly TextPart[]>,
    private readonly received: readonly { field: string; upload: StoredUpload }[],
  ) {}

  /** The named text parts (the first of a repeated one); a file sent where text belongs is ignored. */
  text<K extends string>(names: readonly K[]): Partial<Record<K, string>> {
    const out: Partial<Record<K, string>> = {};
    for (const name of names) {
      const first = this.parts.get(name)?.[0];
      if (first && !first.blob) out[name] = first.value;
    }
    return out;
  }

  /** Every plain text value of a repeated part, e.g. `uploadIds`. */
  all(name: string): string[] {
    return (this.parts.get(name) ?? []).filter((p) => !p.blob).map((p) => p.value);
  }

  /**
   * A JSON DTO part (createItemDTO, …): sent as a Blob named "blob" with type application/json,
   * or as a plain string part (API-SHAPES §1).
   */
  json(name: string): unknown {
    const part = this.parts.get(name)?.[0];
    if (!part) throw badRequest(`${name} 항목이 없습니다.`);
    try {
      return JSON.parse(part.value);
    } catch {
      throw badRequest(`${name} 항목의 JSON 형식이 올바르지 않습니다.`);
    }
  }

  /** The files of one part name received in this request, in their order. */
  files(field: string): StoredUpload[] {
    return this.received.filter((r) => r.field === field).map((r) => r.upload);
  }

  /**
   * Runs the work that claims this request's files; when it fails they are removed (objects and
   * rows), so a refused request stores nothing. Staged uploads it named stay for a retry.
   */
  async settle<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await discardUploads(
        this.target.db,
        this.target.bucket,
        this.received.map((r) => r.upload),
      );
      throw error;
    }
  }
}

/**
 * Reads a multipart (or urlencoded) form, storing the files of `fileFields` as they arrive. With
 * `stopAtFiles` only the text parts before the first file are read, and the rest of the body never is
 * (a refused request that still needs its small fields, e.g. to keep the customer's page).
 */
export async function receiveForm(
  request: Request,
  target: UploadTarget,
  fileFields: readonly FileField[] = [],
  { stopAtFiles = false }: { stopAtFiles?: boolean } = {},
): Promise<ReceivedForm> {
  const type = request.headers.get("content-type") ?? "";
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    throw new AppError(413, FORM_MESSAGES.bodyTooLarge);
  }
  if (type.startsWith("application/x-www-form-urlencoded")) return readUrlEncoded(request, target);
  if (!type.startsWith("multipart/form-data")) throw badRequest(FORM_MESSAGES.notMultipart);
  if (!request.body) throw badRequest(FORM_MESSAGES.unreadable);
  const reading = new MultipartReading(target, stopAtFiles ? [] : fileFields, stopAtFiles);
  try {
    await reading.read(request.body, type);
  } catch (error) {
    await reading.discard();
    throw error;
  }
  return reading.form();
}

async function readUrlEncoded(request: Request, target: UploadTarget): Promise<ReceivedForm> {
  // Text only: a body declared larger than all the text a form may hold is not read at all.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_TEXT_BYTES) {
    throw new AppError(413, FORM_MESSAGES.textTooLarge);
  }
  const text = await request.text().catch(() => {
    throw badRequest(FORM_MESSAGES.unreadable);
  });
  if (text.length > MAX_TEXT_BYTES) throw new AppError(413, FORM_MESSAGES.textTooLarge);
  const parts = new Map<string, TextPart[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    parts.set(name, [...(parts.get(name) ?? []), { value, blob: false }]);
  }
  return new ReceivedForm(target, parts, []);
}

type PartEvent =
  | { kind: "field"; info: MP.PartInfo; value: Uint8Array }
  | { kind: "file"; info: MP.PartInfo }
  | { kind: "data"; chunk: Uint8Array }
  | { kind: "end" }
  | { kind: "error"; error: MP.MultipartError }
  | { kind: "done" };

/**
 * The part's name and file name. multipasta's strict parameter grammar drops a header holding
 * non-Latin-1 text (a Korean file name, sent by browsers as raw UTF-8), so its raw header is read
 * again then: `name="…"`, `filename="…"` (browsers escape `"` as %22) and RFC 5987 `filename*`.
 */
function dispositionOf(info: MP.PartInfo): { name: string; filename: string | undefined } {
  if (info.contentDisposition === "form-data") return { name: info.name, filename: unescapedName(info.filename) };
  const raw = info.headers["content-disposition"];
  const header = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  const params = new Map<string, string>();
  for (const m of header.matchAll(/;\s*([\w*.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    params.set((m[1] as string).toLowerCase(), m[2] !== undefined ? m[2].replace(/\\(.)/g, "$1") : (m[3] ?? ""));
  }
  const extended = /^utf-8''(.*)$/i.exec(params.get("filename*") ?? "")?.[1];
  let filename = unescapedName(params.get("filename"));
  if (extended !== undefined) {
    try {
      filename = decodeURIComponent(extended);
    } catch {
      // keep the plain filename
    }
  }
  return { name: params.get("name") ?? "", filename };
}

/**
 * A plain `filename` as the browser meant it: the HTML standard's multipart encoding writes `"`,
 * CR and LF of a file's name as %22, %0D and %0A (nothing else), so `견적서 "최종".xlsx` arrived as
 * `견적서 %22최종%22.xlsx` (audit 40). Line breaks go (cleanFileName drops control characters).
 */
function unescapedName(filename: string | undefined): string | undefined {
  return filename?.replace(/%22/g, '"').replace(/%0D|%0A/gi, "");
}

function parseError(error: MP.MultipartError): AppError {
  if (error._tag !== "ReachedLimit") return badRequest(FORM_MESSAGES.unreadable);
  if (error.limit === "MaxTotalSize") return new AppError(413, FORM_MESSAGES.bodyTooLarge);
  if (error.limit === "MaxParts") return badRequest(FORM_MESSAGES.tooManyParts);
  return new AppError(413, FORM_MESSAGES.textTooLarge);
}

/** One pass over a multipart body; every event is handled before the next chunk is read (backpressure). */
class MultipartReading {
  private readonly parts = new Map<string, TextPart[]>();
  private readonly received: { field: string; upload: StoredUpload }[] = [];
  private readonly accepted = new Map<string, number>();
  private current: FileReceipt | undefined;
  private textBytes = 0;
  private ended = false;
  /** Set when reading stopped at a file part (`stopAtFiles`). */
  private stopped = false;

  constructor(
    private readonly target: UploadTarget,
    private readonly fileFields: readonly FileField[],
    private readonly stopAtFiles = false,
  ) {}

  async read(body: ReadableStream<Uint8Array>, contentType: string): Promise<void> {
    const events: PartEvent[] = [];
    const parser = MP.make({
      headers: { "content-type": contentType },
      maxParts: MAX_PARTS,
      maxFieldSize: MAX_FIELD_BYTES,
      maxTotalSize: MAX_BODY_BYTES,
      // A file under a name we do not take is skipped unread, except a JSON DTO blob (a text part).
      isFile: (info) =>
        this.fileFieldOf(info) !== undefined ||
        (dispositionOf(info).filename !== undefined && !info.contentType.startsWith("application/json")),
      onField: (info, value) => events.push({ kind: "field", info, value }),
      onFile: (info) => {
        events.push({ kind: "file", info });
        return (chunk) => events.push(chunk ? { kind: "data", chunk } : { kind: "end" });
      },
      onError: (error) => events.push({ kind: "error", error }),
      onDone: () => events.push({ kind: "done" }),
    });
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) parser.end();
        else parser.write(value);
        for (const event of events.splice(0)) await this.handle(event);
        if (this.stopped) {
          await reader.cancel().catch(() => {});
          return;
        }
        if (done) break;
      }
    } catch (error) {
      await reader.cancel().catch(() => {});
      throw error;
    }
    // A body cut short before its closing boundary is not a form.
    if (!this.ended) throw badRequest(FORM_MESSAGES.unreadable);
  }

  form(): ReceivedForm {
    return new ReceivedForm(this.target, this.parts, this.received);
  }

  /** Everything this request wrote so far, the file in progress included. */
  async discard(): Promise<void> {
    await this.current?.abort();
    const written = this.received.map((r) => r.upload);
    const partial = this.current?.pending;
    await discardUploads(this.target.db, this.target.bucket, partial ? [...written, partial] : written);
  }

  private fileFieldOf(info: MP.PartInfo): FileField | undefined {
    const { name, filename } = dispositionOf(info);
    return filename ? this.fileFields.find((f) => f.name === name) : undefined;
  }

  private async handle(event: PartEvent): Promise<void> {
    if (this.ended) return; // the epilogue after the closing boundary
    switch (event.kind) {
      case "error":
        throw parseError(event.error);
      case "done":
        this.ended = true;
        return;
      case "field": {
        this.textBytes += event.value.length;
        if (this.textBytes > MAX_TEXT_BYTES) throw new AppError(413, FORM_MESSAGES.textTooLarge);
        const { name, filename } = dispositionOf(event.info);
        const value = MP.decodeField(event.info, event.value);
        this.parts.set(name, [...(this.parts.get(name) ?? []), { value, blob: filename !== undefined }]);
        return;
      }
      case "file": {
        if (this.stopAtFiles) {
          this.stopped = this.ended = true;
          return;
        }
        const field = this.fileFieldOf(event.info);
        if (!field) return; // skipped: its data and end find no receipt
        this.current = new FileReceipt(this.target, field, dispositionOf(event.info).filename ?? "", () => {
          const count = this.accepted.get(field.name) ?? 0;
          if (count >= field.rules.maxFiles) throw tooManyFiles(field.rules);
          this.accepted.set(field.name, count + 1);
        });
        return;
      }
      case "data":
        await this.current?.write(event.chunk);
        return;
      case "end": {
        const receipt = this.current;
        const upload = await receipt?.finish();
        this.current = undefined;
        if (receipt && upload) this.received.push({ field: receipt.field.name, upload });
      }
    }
  }
}

/** One file part on its way to R2. Nothing is written before its first SNIFF_BYTES pass the checks. */
class FileReceipt {
  private size = 0;
  private head: Uint8Array[] = [];
  private checked: { orgName: string; ext: string; kind: UploadKind } | undefined;
  private writer: ObjectWriter | undefined;
  /** Set for a JPEG or PNG whose metadata is removed on the way (decisions 081, 099). */
  private filter: MetadataFilter | undefined;
  /** Bytes stored, which the filter may make fewer than the bytes received. */
  private stored = 0;
  /** Set once its pending row exists: from then on a failure must remove it. */
  pending: StoredUpload | undefined;

  constructor(
    private readonly target: UploadTarget,
    readonly field: FileField,
    private readonly name: string,
    /** Counts the file against the field's limit; throws when there is no room. */
    private readonly count: () => void,
  ) {}

  async write(chunk: Uint8Array): Promise<void> {
    if (chunk.length === 0) return;
    if (!this.checked) {
      this.count();
      const orgName = cleanFileName(this.name);
      this.checked = { orgName, ...kindOf(orgName, this.field.rules) };
    }
    this.size += chunk.length;
    if (this.size > this.field.rules.maxBytes) throw tooLarge(this.field.rules, this.checked.orgName);
    if (this.writer) return this.save(chunk);
    this.head.push(chunk);
    if (this.size >= SNIFF_BYTES) await this.start();
  }

  /** The stored upload, or undefined for an empty part (a browser's unused file input). */
  async finish(): Promise<StoredUpload | undefined> {
    if (this.size === 0) return undefined;
    if (!this.writer) await this.start();
    const upload = this.pending as StoredUpload;
    for (const rest of this.filter?.end() ?? []) await this.put(rest);
    await this.store(() => (this.writer as ObjectWriter).close());
    await markStored(this.target.db, upload.uploadId, this.stored);
    return { ...upload, fileSize: this.stored };
  }

  async abort(): Promise<void> {
    await this.writer?.abort().catch(() => {});
  }

  private async start(): Promise<void> {
    const { orgName, ext, kind } = this.checked as NonNullable<FileReceipt["checked"]>;
    const head = concat(this.head, this.size);
    this.head = [];
    await checkBytes(head.subarray(0, SNIFF_BYTES), kind, orgName);
    const { db, bucket, usersId } = this.target;
    const upload = await startPending(
      db,
      { ownerKind: this.field.ownerKind, ext, fileOrgName: orgName, fileType: kind.mime },
      usersId,
    );
    this.pending = upload;
    this.writer = new ObjectWriter(bucket, upload.r2Key, kind.mime, (r2UploadId) =>
      noteMultipart(db, upload.uploadId, r2UploadId),
    );
    if (this.field.rules.stripMetadata) this.filter = METADATA_FILTERS[kind.mime]?.();
    await this.save(head);
  }

  /** Stores a received chunk, through the metadata filter when there is one. */
  private async save(chunk: Uint8Array): Promise<void> {
    if (!this.filter) return this.put(chunk);
    for (const bytes of this.filter.push(chunk)) await this.put(bytes);
  }

  private async put(bytes: Uint8Array): Promise<void> {
    this.stored += bytes.length;
    await this.store(() => (this.writer as ObjectWriter).write(bytes));
  }

  /** An R2 failure is the storage's fault, not the sender's: a 503 with a Korean message. */
  private async store(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (error instanceof AppError) throw error;
      logError("uploads", "storing a file", error);
      throw new AppError(503, FORM_MESSAGES.storage);
    }
  }
}

/** The chunks as one array of `length` bytes (the chunk itself when there is one). */
export function concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
