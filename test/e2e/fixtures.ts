import { test as base, expect } from "@playwright/test";

/** The errors a test declared as expected, per console error list. */
const allowed = new WeakMap<string[], RegExp[]>();

// Every page a test opens fails the test on a console error or an uncaught exception,
// unless the test declared that exact error as expected with allowConsoleError.
export const test = base.extend<{
  /** Console errors and uncaught exceptions of the page, each console error as "text @ source URL". */
  consoleErrors: string[];
  /**
   * Declares an error the test expects (e.g. the browser's own "Failed to load resource" line for a
   * 404 document, or an external script that cannot load offline); matched against "text @ URL".
   */
  allowConsoleError: (pattern: RegExp) => void;
}>({
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
