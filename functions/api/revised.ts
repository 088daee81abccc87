// The answer and the save of a revised document (a settings document, 자주 쓰는 답변; decision 092):
// the document as JSON with its revision as the ETag, and who saves with what their If-Match allows.
import type { Context } from "hono";
import { allowedRevisions, revisionTag } from "../lib/revision";
import type { Revised, Saver } from "../services/settings";
import type { ApiEnv } from "./router";

/** The document, with its revision as the ETag. */
export const revised = <T>(c: Context<ApiEnv>, { value, rev }: Revised<T>) =>
  c.json(value, 200, { ETag: revisionTag(rev) });

/** The revisions a write's If-Match names; undefined when it sends none (nothing is checked). */
export const ifMatch = (c: Context<ApiEnv>) => allowedRevisions(c.req.header("If-Match"));

/** Who saves, and what their If-Match allows (nothing checked without one). */
export const saver = (c: Context<ApiEnv>): Saver => ({ usersId: c.var.user.usersId, allowed: ifMatch(c) });
