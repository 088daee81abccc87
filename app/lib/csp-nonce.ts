import { createContext } from "react";

/**
 * The nonce of this render's Content-Security-Policy: made by app/entry.server.tsx, read back in
 * the browser by app/entry.client.tsx from the inlined stylesheet.
 */
export const CspNonce = createContext<string | undefined>(undefined);
