import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { CRITICAL_CSS_ID, CriticalCss } from "./lib/critical-css";
import { CspNonce } from "./lib/csp-nonce";
import { FAULT_ID_ELEMENT, FaultId } from "./lib/fault-id";

// The server's inlined stylesheet and the nonce it carries (readable as a property, hidden as an
// attribute): if React ever re-creates the document's <head> (leaving an error screen), the new
// <style> keeps both, so the page keeps its styles and the CSP lets them apply.
const critical = document.getElementById(CRITICAL_CSS_ID) as HTMLStyleElement | null;
// The error id the server's error screen shows, so the hydrated screen shows the same.
const faultId = document.getElementById(FAULT_ID_ELEMENT)?.textContent || undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CspNonce.Provider value={critical?.nonce || undefined}>
        <CriticalCss.Provider value={critical?.textContent ?? ""}>
          {/* One child, as on the server: a sibling here would change every useId (decision 164). */}
          <FaultId.Provider value={faultId}>
            <RemixBrowser />
          </FaultId.Provider>
        </CriticalCss.Provider>
      </CspNonce.Provider>
    </StrictMode>,
  );
});
