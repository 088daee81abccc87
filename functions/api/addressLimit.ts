// A per-client-address limit for public writes (decision 017), checked before the body is read,
// so a refused request costs one D1 statement and stores nothing.
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import type { Env } from "../env";
import { clientAddress } from "../lib/clientAddress";
import { AppError } from "../lib/errors";
import { consume, type Limit, limitKey } from "../services/rateLimit";
import type { ApiEnv } from "./router";

/**
 * Counts one request against `bucket` for its client address (IPv6 by /64); over the limit it
 * throws a 429 with Retry-After and `<tooMany> N분 후에 다시 시도해주세요.`
 */
export async function checkAddressLimit(
  db: Db,
  env: Env,
  headers: Headers,
  { bucket, limit, tooMany }: { bucket: string; limit: Limit; tooMany: string },
): Promise<void> {
  const key = await limitKey(env.JWT_SECRET, clientAddress(headers));
  const verdict = await consume(db, { bucket, key, ...limit });
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfter / 60);
    throw new AppError(429, `${tooMany} ${minutes}분 후에 다시 시도해주세요.`, {
      "Retry-After": String(verdict.retryAfter),
    });
  }
}

/** The same limit as a middleware, ahead of the route's handler. */
export const limitPerAddress = (bucket: string, limitOf: (env: Env) => Limit, tooMany: string) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    await checkAddressLimit(c.var.db, c.env, c.req.raw.headers, { bucket, limit: limitOf(c.env), tooMany });
    await next();
  });
