// A per-client-address limit for public writes (decision 017), checked before the body is read,
// so a refused request costs one D1 statement and stores nothing.
import { createMiddleware } from "hono/factory";
import type { Env } from "../env";
import { clientAddress } from "../lib/clientAddress";
import { AppError } from "../lib/errors";
import { consume, type Limit, limitKey } from "../services/rateLimit";
import type { ApiEnv } from "./router";

/**
 * Counts each request against `bucket` for its client address (IPv6 by /64); over the limit it
 * answers 429 with Retry-After and `<tooMany> N분 후에 다시 시도해주세요.`
 */
export const limitPerAddress = (bucket: string, limitOf: (env: Env) => Limit, tooMany: string) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const key = await limitKey(c.env.JWT_SECRET, clientAddress(c.req.raw.headers));
    const verdict = await consume(c.var.db, { bucket, key, ...limitOf(c.env) });
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfter / 60);
      throw new AppError(429, `${tooMany} ${minutes}분 후에 다시 시도해주세요.`, {
        "Retry-After": String(verdict.retryAfter),
      });
    }
    await next();
  });
