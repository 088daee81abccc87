// The typed client of the API (issue 11): paths, inputs and answers come from the server's routes
// (functions/app.ts AppType), so a screen declares no response shapes of its own. Every call goes
// through api.ts's pipeline: session refresh, token, D1 bookmark and the §8 failure handling, which
// throws, so an awaited call is always a success. Only types come from functions/ (no server code
// in the browser bundle).
import { hc, type InferResponseType } from "hono/client";
import type { AppType } from "../../../functions/app";
import { apiFetch } from "./api";

export const client = hc<AppType>("/", {
  fetch: (input: string | URL | Request, init?: RequestInit) => apiFetch(input, init),
});

/**
 * Per-call option for a call whose refusals are the screen's own answer (a password re-check's
 * 400): no §8 handling, the failure is thrown as it came.
 */
export const unhandled = {
  fetch: (input: string | URL | Request, init?: RequestInit) => apiFetch(input, init, "raw"),
};

/** Per-call option for a call the user did not make (a poll): every failure is silent. */
export const background = {
  fetch: (input: string | URL | Request, init?: RequestInit) => apiFetch(input, init, "background"),
};

/** The JSON answer of a typed call. */
export async function data<R extends { json(): Promise<unknown> }>(
  call: Promise<R>,
): Promise<Awaited<ReturnType<R["json"]>>> {
  return (await (await call).json()) as Awaited<ReturnType<R["json"]>>;
}

/** The JSON answer of a typed call and its ETag: an edit form's revision (decision 074). */
export async function dataAndRevision<R extends { json(): Promise<unknown>; headers: Headers }>(
  call: Promise<R>,
): Promise<{ data: Awaited<ReturnType<R["json"]>>; revision: string | null }> {
  const res = await call;
  return { data: (await res.json()) as Awaited<ReturnType<R["json"]>>, revision: res.headers.get("ETag") };
}

/** The text answer of a typed call (the messages SPEC §7 shows, like "삭제되었습니다."). */
export async function text(call: Promise<{ text(): Promise<string> }>): Promise<string> {
  return (await call).text();
}

export type { InferResponseType };
