// A form's key for one thing it sends (decisions 106, 108, 111): kept with the row it stored, so a
// sending repeated after its answer was lost is answered as the first was and stored once.
import { badRequest } from "./errors";

/** What our forms send: a UUID (any 16–64 of `A-Z a-z 0-9 _ -`). */
export const SEND_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The back office's refusal of a key no screen makes. */
export const STAFF_SEND_KEY_MESSAGE = "화면의 전송 정보가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.";

/** The key as sent, or null without one; one no form makes is a 400 with `message`. */
export function sendKeyOf(key: string | null | undefined, message = STAFF_SEND_KEY_MESSAGE): string | null {
  if (key === null || key === undefined) return null;
  if (!SEND_KEY.test(key)) throw badRequest(message);
  return key;
}
