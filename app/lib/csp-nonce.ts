import { createContext } from "react";

/**
 * The nonce of this render's Content-Security-Policy (app/entry.server.tsx). Only the server
 * provides it: browsers hide nonces from the DOM, and scripts added after hydration are Remix's
 * own module imports, which the policy allows by origin.
 */
export const CspNonce = createContext<string | undefined>(undefined);
