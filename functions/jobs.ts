// The Cron Trigger's work (wrangler.toml [triggers]): remove uploads nobody claimed within the
// grace period, and deliver new-inquiry notices that are due. Loaded only when the cron fires.
import { getDb } from "../db/client";
import type { Env } from "./env";
import { sweepPendingUploads } from "./files/pending";
import { deliverPendingMail, mailTransport } from "./services/mail";

export async function runScheduled(env: Env, now = Date.now()) {
  const db = getDb(env.DB);
  const swept = await sweepPendingUploads(db, env.BUCKET, now).catch((error: Error) => {
    console.error(`[uploads] sweep stopped: ${error.name}`);
    return 0;
  });
  const mail = await deliverPendingMail(db, mailTransport(env), now);
  if (mail.sent + mail.retrying + mail.failed > 0) {
    console.log(`[mail] cron: ${mail.sent} sent, ${mail.retrying} to retry, ${mail.failed} failed`);
  }
  return { swept, mail };
}
