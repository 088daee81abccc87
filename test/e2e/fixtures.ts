import { type BrowserContext, test as base, expect } from "@playwright/test";

/** The errors a test declared as expected, per console error list. */
const allowed = new WeakMap<string[], RegExp[]>();

/**
 * Collects every Content-Security-Policy violation in the context's pages (popups included): the
 * browser's `securitypolicyviolation` events and its "Refused to … Content Security Policy" console
 * lines (the latter also where scripts are off). A test cannot declare these as expected.
 */
export async function cspViolationsOf(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  context.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`${msg.text()} @ ${msg.location().url}`);
  });
  await context.exposeBinding("__reportCspViolation", (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
        report?.(
          `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} @ ${e.sourceFile || e.documentURI}:${e.lineNumber}`,
        );
      },
      true,
    );
  });
  return violations;
}

// Every page a test opens fails the test on a console error or an uncaught exception, unless the
// test declared that exact error as expected with allowConsoleError; and on any CSP violation.
export const test = base.extend<{
  /** Console errors and uncaught exceptions of the page, each console error as "text @ source URL". */
  consoleErrors: string[];
  /**
   * Declares an error the test expects (e.g. the browser's own "Failed to load resource" line for a
   * 404 document, or an external script that cannot load offline); matched against "text @ URL".
   */
  allowConsoleError: (pattern: RegExp) => void;
  /** Content-Security-Policy violations in the test's browser context: must stay empty. */
  cspViolations: string[];
}>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await cspViolationsOf(context);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const patterns: RegExp[] = [];
      allowed.set(errors, patterns);
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(`${msg.text()} @ ${msg.location().url}`);
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      const unexpected = errors.filter((e) => !patterns.some((p) => p.test(e)));
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleError: async ({ consoleErrors }, use) => {
    await use((pattern) => {
      allowed.get(consoleErrors)?.push(pattern);
    });
  },
});

export { expect };
