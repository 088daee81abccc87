import { createContext } from "react";

/**
 * The error id of a page's server fault (decision 164), the one its log line names: given to the
 * render by app/entry.server.tsx, read back in the browser by app/entry.client.tsx from the
 * element of this id, so hydration writes the same text.
 */
export const FaultId = createContext<string | undefined>(undefined);
export const FAULT_ID_ELEMENT = "fault-id";

/**
 * Set once the page's error screen has been shown in the browser: an error screen mounted after
 * that is of a later navigation, whose fault went to the log with a data request; the page's id
 * would be the wrong one.
 */
export const pageFault = { shown: false };
