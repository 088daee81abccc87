// The Cron Trigger's work (wrangler.toml [triggers]): remove uploads nobody claimed within the
// grace period, finish removals whose R2 delete failed (TRASH rows, decision 015), and deliver
// new-inquiry notices that are due, drop audit rows past their retention (decision 037) and
// destroy inquiries past the privacy policy's 보관 기간 (decision 077) and clean the metadata of
// pictures stored before uploads did (decision 082), and seal authenticator keys stored before
// they were sealed (decision 089), and drop 방문 통계 days past two years (decision 091), and
// remove editor images no stored text uses any more (decision 143).
// Loaded only when the cron fires.
import { getDb } from "../db/client";
import { secretConfigured } from "./auth/secret";
import { sealPlainSecrets } from "./auth/twoFactor";
import type { Env } from "./env";
import { sweepPendingUploads } from "./files/pending";
import { logError } from "./lib/log";
import { pruneAudit } from "./services/audit";
import { trashUnusedEditorImages } from "./services/editorImages";
import { emptyTrash } from "./services/fileTrash";
import { purgeExpiredInquiries } from "./services/inquiryRetention";
import { countWaitingMail, deliverPendingMail, mailTransport } from "./services/mail";
import { cleanStoredPictures } from "./services/pictureMetadata";
import { pruneVisits } from "./services/siteVisits";

export async function runScheduled(env: Env, now = Date.now()) {
  const db = getDb(env.DB);
  const swept = await sweepPendingUploads(db, env.BUCKET, now).catch((error: unknown) => {
    logError("uploads", "sweep", error);
    return 0;
  });
  // Both never throw: a failure is logged and the rows wait for the next run. Unused editor images
  // go to the trash first, so their objects go in this run.
  const editorImages = await trashUnusedEditorImages(db, now);
  if (editorImages > 0) console.log(`[files] cron: ${editorImages} editor image(s) no text uses any more removed`);
  const trashed = await emptyTrash(db, env.BUCKET);
  const transport = mailTransport(env);
  const mail = await deliverPendingMail(db, transport, now);
  if (mail.sent + mail.retrying + mail.failed > 0) {
    console.log(`[mail] cron: ${mail.sent} sent, ${mail.retrying} to retry, ${mail.failed} failed`);
  }
  // Without a mail service nothing leaves: said on every run while mail waits (decision 120).
  const waiting = transport ? 0 : await countWaitingMail(db).catch(() => 0);
  if (waiting > 0) console.warn(`[mail] cron: no mail service configured, ${waiting} mail(s) waiting`);
  const pruned = await pruneAudit(db).catch((error: unknown) => {
    logError("audit", "prune", error);
    return 0;
  });
  const purged = await purgeExpiredInquiries(db, env.BUCKET, now).catch((error: unknown) => {
    logError("inquiry", "purge", error);
    return 0;
  });
  if (purged > 0) console.log(`[inquiry] cron: ${purged} destroyed past their retention`);
  const pictures = await cleanStoredPictures(env.DB, env.BUCKET);
  if (pictures > 0) console.log(`[files] cron: metadata removed from ${pictures} stored picture(s)`);
  const sealed = secretConfigured(env)
    ? await sealPlainSecrets(db, env.JWT_SECRET ?? "").catch((error: unknown) => {
        logError("two-factor", "seal", error);
        return 0;
      })
    : 0;
  if (sealed > 0) console.log(`[two-factor] cron: ${sealed} authenticator key(s) sealed`);
  const visitDays = await pruneVisits(db, now).catch((error: unknown) => {
    logError("visits", "prune", error);
    return 0;
  });
  return { swept, editorImages, trashed, mail, pruned, purged, pictures, sealed, visitDays };
}
