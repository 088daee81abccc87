import { createContext } from "react";

/**
 * The site stylesheet, inlined into the server-rendered HTML so no request blocks the first paint.
 * Only entry.server.tsx provides it; in the browser the value is empty and React keeps the
 * server's <style> as it is, so the CSS text is never shipped twice in the JavaScript.
 */
export const CriticalCss = createContext("");
