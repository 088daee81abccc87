// 방문 통계 (decision 091): one UPSERT per page view, summed by day for the back office. Where a
// visit came from is reduced to a kind (네이버, 구글, …) and the device to phone or PC at once.
import { type AnyColumn, and, desc, gte, lt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { siteVisitDaily } from "../../db/schema";
import { addDays, todayLocal } from "../lib/dates";

type Source = (typeof siteVisitDaily.source.enumValues)[number];
type Device = (typeof siteVisitDaily.device.enumValues)[number];

/** Crawlers that run a page's script (Naver's Yeti, Google's, Daum's) are not visitors. */
const BOT = /bot\b|bot\/|crawl|spider|slurp|Yeti|Daumoa|facebookexternalhit|Lighthouse/i;

export const isBot = (userAgent: string) => BOT.test(userAgent);

const deviceOf = (userAgent: string): Device => (/Mobi|Android|iPhone|iPad/.test(userAgent) ? "mobile" : "desktop");

/**
 * Where a visit came from. The in-app browsers of KakaoTalk and Naver send no referrer, but say
 * who they are; links from those apps are most of a Korean site's shared visits.
 */
export function sourceOf(referrer: string, userAgent: string, siteHost: string): Exclude<Source, "internal"> {
  if (/KAKAOTALK/i.test(userAgent)) return "kakao";
  if (/NAVER\(inapp/i.test(userAgent)) return "naver";
  let host = "";
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return "direct";
  }
  if (host === siteHost) return "direct";
  if (/(^|\.)naver\.(com|net)$/.test(host)) return "naver";
  if (/(^|\.)google\.[a-z.]+$/.test(host)) return "google";
  if (/(^|\.)kakao\.com$/.test(host)) return "kakao";
  if (/(^|\.)daum\.net$/.test(host)) return "daum";
  return "other";
}

export interface PageView {
  path: string;
  referrer: string;
  first: boolean;
  userAgent: string;
  siteHost: string;
}

/** Counts one page view (and a visit when it is the visit's first page) on today's row. */
export async function recordPageView(db: Db, view: PageView, now = Date.now()): Promise<void> {
  const first = view.first;
  await db
    .insert(siteVisitDaily)
    .values({
      day: todayLocal(now),
      path: view.path,
      source: first ? sourceOf(view.referrer, view.userAgent, view.siteHost) : "internal",
      device: deviceOf(view.userAgent),
      views: 1,
      visits: first ? 1 : 0,
    })
    .onConflictDoUpdate({
      target: [siteVisitDaily.day, siteVisitDaily.path, siteVisitDaily.source, siteVisitDaily.device],
      set: {
        views: sql`${siteVisitDaily.views} + 1`,
        visits: sql`${siteVisitDaily.visits} + excluded.visits`,
      },
    });
}

const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The last `days` Korea days up to today: each day's visits and views, the most viewed pages, sources and devices. */
export async function visitStats(db: Db, days: number, now = Date.now()) {
  const to = todayLocal(now);
  const from = addDays(to, -(days - 1));
  const inRange = and(gte(siteVisitDaily.day, from), lte(siteVisitDaily.day, to));
  const views = total(siteVisitDaily.views);
  const visits = total(siteVisitDaily.visits);
  const [daily, pages, sources, devices] = await db.batch([
    db
      .select({ day: siteVisitDaily.day, views, visits })
      .from(siteVisitDaily)
      .where(inRange)
      .groupBy(siteVisitDaily.day),
    db
      .select({ path: siteVisitDaily.path, views })
      .from(siteVisitDaily)
      .where(inRange)
      .groupBy(siteVisitDaily.path)
      .orderBy(desc(views), siteVisitDaily.path)
      .limit(10),
    db
      .select({ source: siteVisitDaily.source, visits })
      .from(siteVisitDaily)
      .where(and(inRange, ne(siteVisitDaily.source, "internal")))
      .groupBy(siteVisitDaily.source)
      .orderBy(desc(visits), siteVisitDaily.source),
    db
      .select({ device: siteVisitDaily.device, visits })
      .from(siteVisitDaily)
      .where(inRange)
      .groupBy(siteVisitDaily.device)
      .orderBy(desc(visits), siteVisitDaily.device),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    return { day, views: byDay.get(day)?.views ?? 0, visits: byDay.get(day)?.visits ?? 0 };
  });
  return {
    from,
    to,
    views: series.reduce((n, d) => n + d.views, 0),
    visits: series.reduce((n, d) => n + d.visits, 0),
    days: series,
    pages,
    sources,
    devices,
  };
}

/** Counts are kept two years, like the audit log (decision 037); the Cron Trigger drops older days. */
export const VISIT_DAYS_KEPT = 730;

export async function pruneVisits(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(siteVisitDaily)
    .where(lt(siteVisitDaily.day, addDays(todayLocal(now), -VISIT_DAYS_KEPT)))
    .returning({ day: siteVisitDaily.day });
  return deleted.length;
}
