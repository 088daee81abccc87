// The one API client of the back office (SPEC §7/§8): same origin, cookies sent, the in-memory
// access token in Authorization, no timeout, and the global response handling of §8.
import { flash, notify } from "~/components/notify";
import { abortWhenStalled } from "~/components/UploadList";
import { shrinkImage } from "~/lib/shrinkImage";
import { BOOKMARK_HEADER } from "../../../functions/schemas/bookmark";
import {
  ensureSession,
  getAccessToken,
  loginPath,
  refreshSession,
  SessionError,
  SessionUnreachable,
  setAccessToken,
} from "./session";

/** §8's message of a lost session, shown on the login form it opens. */
const SIGNED_OUT = "로그인이 필요한 서비스 입니다.";

/** No answer at all (status 0, "Network error!" in the stored status): told once, here. */
export const NETWORK_FAILED = "서버에 연결하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해주세요.";
const GENERIC_FAILED = "요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.";

export interface ErrorStatus {
  status: number;
  message: string;
}

/** The stored error status of SPEC §4: set by a failed response, cleared by a successful one. */
let errorStatus: ErrorStatus | null = null;
export const getErrorStatus = () => errorStatus;

/**
 * A failed call; the screen may show `message` (the server's Korean text). `etag` is the row's
 * current revision when a save was refused for being stale (412, decision 074). `told`: this
 * client has told the user already (a lost session, no answer, a screen that could not load).
 */
export class ApiError extends Error {
  readonly etag: string | null;
  constructor(
    readonly status: number,
    message: string,
    etag: string | null = null,
    readonly told = false,
  ) {
    super(message);
    this.etag = etag || null;
  }
}

/**
 * The D1 bookmark of the last answer, sent with the next call so that staff read their own writes
 * on any read replica; kept for the tab's life so a reload reads them too.
 */
const BOOKMARK_KEY = "d1-bookmark";
function sendBookmark(set: (name: string, value: string) => void) {
  const bookmark = window.sessionStorage.getItem(BOOKMARK_KEY);
  if (bookmark) set(BOOKMARK_HEADER, bookmark);
}
function keepBookmark(value: string | null) {
  if (value) window.sessionStorage.setItem(BOOKMARK_KEY, value);
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
/** The admin layout registers Remix's navigate so redirects keep the in-memory state. */
export function setNavigator(fn: Navigate) {
  navigate = fn;
}

async function messageOf(res: Response): Promise<string> {
  const text = await res.text();
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    return text;
  }
}

/**
 * §8, kept inside the back office (decision 130): 401 logs out to /loginForm. A 403, 404 or 500
 * on a read shows the back office's own error screen in place of the screen that asked (the
 * menu stays); on a write (a form's save, a delete) it is left to the screen, which says the
 * server's words beside what was typed: nothing navigates away from a form. A 403 also renews
 * the session, so the menu follows the role the server holds now. Others are logged (and left to
 * the screen: notifyFailure).
 */
async function handleFailure(res: Response, write: boolean): Promise<never> {
  const message = await messageOf(res);
  errorStatus = { status: res.status, message };
  let told = false;
  switch (res.status) {
    case 401:
      signedOut();
      told = true;
      break;
    case 403:
      // 2단계 인증 is required and this account has none (decision 080): to 내 정보, which says why
      // (once, however many calls were refused on the way).
      if (res.headers.get("two-factor-setup") === "required") {
        if (!/^\/admin\/(myinfo|profile)$/.test(window.location.pathname)) navigate(TWO_FACTOR_SETUP_PATH);
        told = true;
        break;
      }
      // The role may have changed since the token was issued (a demoted account): a new token
      // carries the stored one. No answer leaves the menu as it was.
      refreshSession().catch(() => undefined);
      told = block(res.status, message, write);
      break;
    case 404:
    case 500:
      told = block(res.status, message, write);
      break;
    default:
      console.warn(`API ${res.status}: ${message}`);
  }
  throw new ApiError(res.status, message, res.headers.get("ETag"), told);
}

/** A read's 403/404/500 shown as the screen's error (true: told); a write's is the screen's own. */
function block(status: BlockedStatus, message: string, write: boolean): boolean {
  if (write) {
    console.warn(`API ${status}: ${message}`);
    return false;
  }
  showBlocked({ status, message, place: blockedPlace() });
  return true;
}

export type BlockedStatus = 403 | 404 | 500;

/**
 * A screen that could not be loaded: the status, the server's words, and the navigation it
 * belongs to (the location key; null: the page as first loaded, before the layout was there).
 */
export interface Blocked {
  status: BlockedStatus;
  message: string;
  place: string | null;
}

let blocked: Blocked | null = null;
const blockedListeners = new Set<() => void>();
let blockedPlace: () => string | null = () => null;

function showBlocked(value: Blocked) {
  blocked = value;
  for (const listener of blockedListeners) listener();
}

/** The admin layout's view of a blocked screen (useSyncExternalStore). */
export const getBlocked = () => blocked;
export function subscribeBlocked(listener: () => void) {
  blockedListeners.add(listener);
  return () => {
    blockedListeners.delete(listener);
  };
}

/**
 * The admin layout names the navigation a failed read belongs to: the one loading, else the one
 * shown (a screen's data loaded after it opened).
 */
export function setBlockedPlace(fn: () => string | null) {
  blockedPlace = fn;
}

/** Where an account is sent to set up a required 2단계 인증; 내 정보 reads the reason. */
export const TWO_FACTOR_SETUP_PATH = "/admin/myinfo?reason=two-factor";

/** The session is gone (a 401, or no refresh possible mid-work): say so on the login form. */
function signedOut() {
  setAccessToken(null);
  flash(SIGNED_OUT, "alert");
  navigate(loginPath(window.location));
}

function noAnswer(): ApiError {
  errorStatus = { status: 0, message: "Network error!" };
  notify(NETWORK_FAILED, "alert");
  return new ApiError(0, "Network error!", null, true);
}

/** A screen's own words for its failures (SPEC §8 gives some). */
export interface OwnMessages {
  /** Shown instead of the server's text, e.g. the spec's "제품 등록" failure. */
  instead?: string;
  /** Shown when the server gave no text (e.g. "등록 실패"). */
  fallback?: string;
}

/**
 * The one failure helper of the back office: an error toast with the server's Korean message (or
 * the screen's own), unless this client already told the user (§8 statuses, no answer, session
 * gone). Returns the failure's text, or null when there was nothing to tell, for a screen that
 * also shows it beside the field.
 */
export function notifyFailure(error: unknown, own: OwnMessages = {}): string | null {
  const message = failureMessage(error, own.fallback);
  if (message !== null) notify(own.instead ?? message, "alert");
  return message;
}

/** The text of a failure this client has not already told (for a screen's own error state). */
export function failureMessage(error: unknown, fallback = GENERIC_FAILED): string | null {
  if (error instanceof SessionError) return null;
  if (error instanceof ApiError) {
    if (error.status === 0 || error.told) return null;
    return error.message || fallback;
  }
  return fallback;
}

/**
 * How a call's failures are handled: "handled" by §8 above; "raw" left to the screen (a password
 * re-check's 400), but a network failure and a lost session are still told; "background" (a call
 * the user did not make, like the inbox count's poll) tells nothing at all.
 */
export type CallMode = "handled" | "raw" | "background";

/**
 * The pipeline every call goes through, the typed client's too (rpc.ts): a valid session first, the
 * token and the D1 bookmark sent, the bookmark kept, and the handling of a failure above (§8).
 */
export async function apiFetch(
  input: string | URL | Request,
  init: RequestInit = {},
  mode: CallMode = "handled",
): Promise<Response> {
  const raw = mode !== "handled";
  const background = mode === "background";
  try {
    await ensureSession();
  } catch (error) {
    // No answer while renewing is a network failure: the screen keeps what was typed.
    if (error instanceof SessionUnreachable) throw background ? new ApiError(0, "Network error!") : noAnswer();
    // A lost session found by a call nobody made is told at the next call somebody makes.
    if (error instanceof SessionError && !background) signedOut();
    throw error;
  }
  // A Request's body is read by the first send; a retry sends its copy.
  const again: typeof input = input instanceof Request ? (input.clone() as Request) : input;
  const send = async (target: string | URL | Request) => {
    const headers = new Headers(init.headers);
    const token = getAccessToken();
    if (token) headers.set("Authorization", token);
    sendBookmark((name, value) => headers.set(name, value));
    try {
      const answer = await fetch(target, { ...init, headers, credentials: "same-origin" });
      keepBookmark(answer.headers.get(BOOKMARK_HEADER));
      return answer;
    } catch {
      if (background) throw new ApiError(0, "Network error!");
      throw noAnswer();
    }
  };
  let res = await send(input);
  // The server retired the token (its clock ran ahead of ours): renew once and send again, before
  // anyone is signed out (decision 146). A 401 is refused before anything is done, so a write is
  // not sent twice; a streamed body cannot be sent again.
  if (res.status === 401 && !(init.body instanceof ReadableStream) && (await renewedAfter401(background))) {
    res = await send(again);
  }
  if (!res.ok) {
    if (raw) throw new ApiError(res.status, await messageOf(res), res.headers.get("ETag"));
    return handleFailure(res, isWrite(input, init));
  }
  errorStatus = null;
  return res;
}

/**
 * After a 401 on a call that carried a token: true when the refresh cookie gave a new one. No
 * answer while renewing is a network failure (the screen keeps what was typed), as in apiFetch.
 */
async function renewedAfter401(background: boolean): Promise<boolean> {
  if (!getAccessToken()) return false;
  try {
    return await refreshSession();
  } catch {
    if (background) throw new ApiError(0, "Network error!");
    throw noAnswer();
  }
}

/** A call that changes something (anything but GET/HEAD): its failure stays on the screen. */
function isWrite(input: string | URL | Request, init: RequestInit): boolean {
  const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  return method !== "GET" && method !== "HEAD";
}

/** The bytes of a file the back office shows or saves (previews, downloads, the CSV export). */
export async function fetchBlob(path: string): Promise<Blob> {
  return (await apiFetch(path)).blob();
}

/**
 * Multipart upload with progress (fetch cannot report upload progress). Same session and error
 * handling as apiFetch; `raw` leaves every failure but 401 to the caller (a file's own retry);
 * `headers`: an edit's If-Match and key (decisions 074, 114).
 */
export async function upload(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
  { raw = false, headers = {} as Record<string, string> } = {},
): Promise<string> {
  await ensureSession().catch((error) => {
    if (error instanceof SessionUnreachable) throw noAnswer();
    signedOut();
    throw error;
  });
  const send = () =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", path);
      const token = getAccessToken();
      if (token) xhr.setRequestHeader("Authorization", token);
      sendBookmark((name, value) => xhr.setRequestHeader(name, value));
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (e) => {
        // 100% only once the server has answered.
        if (e.lengthComputable) onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)));
      };
      xhr.onload = () => {
        keepBookmark(xhr.getResponseHeader(BOOKMARK_HEADER));
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            headers: {
              "Content-Type": xhr.getResponseHeader("content-type") ?? "text/plain",
              ETag: xhr.getResponseHeader("ETag") ?? "",
            },
          }),
        );
      };
      // A dropped or stalled connection (no byte moved for a minute) both end here.
      xhr.onerror = xhr.onabort = () => {
        if (raw) {
          errorStatus = { status: 0, message: "Network error!" };
          reject(new ApiError(0, "Network error!")); // the file's own row says so
        } else reject(noAnswer());
      };
      abortWhenStalled(xhr);
      xhr.send(form);
    });
  let response = await send();
  // As in apiFetch: a retired token is renewed once and the form sent again (decision 146).
  if (response.status === 401 && (await renewedAfter401(false))) response = await send();
  if (!response.ok) {
    if (raw && response.status !== 401) {
      throw new ApiError(response.status, await messageOf(response), response.headers.get("ETag"));
    }
    return handleFailure(response, true);
  }
  errorStatus = null;
  return response.text();
}

/**
 * Stages one file for a later form (POST /api/admin/uploads): ITEM, BANNER or LOGO images, BOARD attachments, SITE pictures.
 * Resolves to its uploadId; a refusal rejects with the server's Korean message.
 */
export async function stageFile(purpose: StagingPurpose, file: File, onProgress: (percent: number) => void) {
  // Pictures go up upright, fitted and without their Exif (decision 081); attachments as chosen.
  return sendStaged(purpose, purpose === "BOARD" ? file : await shrinkImage(file, purpose), onProgress);
}

type StagingPurpose = "ITEM" | "BOARD" | "BANNER" | "LOGO" | "SITE";

/** As stageFile, for a file already fitted by the caller (stageItemImage keeps the fitted one). */
export async function sendStaged(purpose: StagingPurpose, sent: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append("file", sent, sent.name);
  try {
    const answer = await upload(`/api/admin/uploads?purpose=${purpose}`, form, onProgress, { raw: true });
    return (JSON.parse(answer) as { uploadId: string }).uploadId;
  } catch (error) {
    // No answer (status 0): the file's row says to check the connection.
    throw new Error(
      error instanceof ApiError ? (error.status > 0 ? error.message : NETWORK_FAILED) : "업로드에 실패했습니다.",
    );
  }
}

/** A JSON DTO part as the original client sends it: a Blob named "blob" of type application/json. */
export function jsonBlob(value: unknown): Blob {
  return new Blob([JSON.stringify(value)], { type: "application/json" });
}

/**
 * Saves a downloaded file under its original name (`fileName`, or without one the name the server
 * gives); answers the response's headers (the CSV export's row count, decision 151).
 */
export async function download(path: string, fileName?: string): Promise<Headers> {
  const res = await apiFetch(path);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName ?? serverFileName(res.headers) ?? "download";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return res.headers;
}

/** The `filename*=UTF-8''…` of a Content-Disposition. */
function serverFileName(headers: Headers): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(headers.get("Content-Disposition") ?? "")?.[1];
  return encoded ? decodeURIComponent(encoded) : undefined;
}
