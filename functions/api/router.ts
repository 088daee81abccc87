import { Hono } from "hono";
import type { Db } from "../../db/client";
import type { SessionUser } from "../auth/tokens";
import type { Env } from "../env";

export type ApiEnv = {
  Bindings: Env;
  /**
   * auditTarget: the id(s) a handler changed, for the audit log when its input does not name them plainly (a multipart form, a list with repeats).
   * auditDetail: what the log's row says besides the path (ids and codes only, decision 033).
   * repeat: a sending answered as an earlier one with its key (decision 111), not recorded again.
   */
  Variables: {
    db: Db;
    user: SessionUser;
    auditTarget?: number | number[];
    auditDetail?: Record<string, string | number>;
    repeat?: boolean;
  };
};

/** Every resource router is made here, so they share the typed bindings and variables. */
export const createRouter = () => new Hono<ApiEnv>();
