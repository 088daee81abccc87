// zod probes for eval (`new Function`) when it builds an object schema, unless told not to. The
// site's CSP refuses eval and the browser reports even that caught probe as a violation, so the
// back office turns the probe off before any schema is built (schemas.ts imports this first).
import * as z from "zod";

z.config({ jitless: true });
