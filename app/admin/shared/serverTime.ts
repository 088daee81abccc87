// The server's clock as the back office reads it (decision 146). A staff PC's clock may be minutes
// or days off; the token's life and what staff read as "now" (예약, N일 지남, 오늘) follow the
// server's. The offset is learned from each access token's `iat` when it arrives: the token is
// issued the moment it is sent, so its `iat` is the server's time at receipt (to a second or so).
import { todayLocal } from "../../../functions/lib/dates";

let offsetMs = 0;

/** Called with a fresh token's `iat` (seconds), as it is received. */
export function learnServerTime(serverSeconds: number, receivedAt = Date.now()) {
  offsetMs = serverSeconds * 1000 - receivedAt;
}

/** The server's time now, in ms; the browser's own until a token has arrived. */
export const serverNow = () => Date.now() + offsetMs;

/** Today in Korea by the server's clock: the day every back-office default and mark counts from. */
export const serverToday = () => todayLocal(serverNow());
