import { createContext } from "react";

/**
 * The site stylesheet, inlined into the server-rendered HTML so no request blocks the first paint.
 * entry.server.tsx provides it from the build; entry.client.tsx from the <style> the server wrote,
 * so the CSS text is never shipped twice in the JavaScript.
 */
export const CriticalCss = createContext("");

/** The id of that <style> element. */
export const CRITICAL_CSS_ID = "critical-css";
