// A page's server faults, logged once each with an id the error screen shows (decision 164).
// Keyed by the request's load context (one per request), so nothing carries over between requests.
import { logError } from "../../functions/lib/log";

const faults = new WeakMap<object, { error: unknown; errorId: string }>();

/** React's onError during a render: logged, and kept for the request. */
export function logRenderFault(context: object, pathname: string, error: unknown) {
  faults.set(context, { error, errorId: logError("page", `render ${pathname}`, error) });
}

/**
 * Remix's handleError: a loader, action or render fault. A fault of the render's shell reaches it
 * after React's onError logged it: its id is reused, not a second line under another id.
 */
export function logPageFault(context: object, method: string, pathname: string, error: unknown) {
  if (faults.get(context)?.error === error) return;
  faults.set(context, { error, errorId: logError("page", `${method} ${pathname}`, error) });
}

/** The id the request's error screen shows, if a fault was logged for it. */
export const faultIdOf = (context: object) => faults.get(context)?.errorId;
