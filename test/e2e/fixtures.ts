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

/** The page's confirm() dialogs (the only native dialogs left: decision 023). */
export interface Dialogs {
  /** The answer to the next confirm (default: OK). */
  answerNextConfirm(ok: boolean): void;
  /** Waits until the next confirm since the last check asked `message`. */
  expectConfirm(message: string): Promise<void>;
  /** No confirm since the last check (call once the screen settled). */
  expectNoMoreConfirms(): void;
  /** The answer to the browser's next "leave this site?" question (beforeunload; default: leave). */
  answerNextLeave(ok: boolean): void;
  /** How many times the browser asked before leaving or closing the page. */
  leaveQuestions(): number;
}

// Every page a test opens fails the test on a console error or an uncaught exception, unless the
// test declared that exact error as expected with allowConsoleError; on any CSP violation; and on
// any alert() or prompt() (messages are toasts, decision 023): none is accepted silently.
export const test = base.extend<{
  /** Answers and records the page's confirm() dialogs. */
  dialogs: Dialogs;
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
  dialogs: [
    async ({ page }, use) => {
      const confirms: string[] = [];
      const answers: boolean[] = [];
      const others: string[] = [];
      const leaveAnswers: boolean[] = [];
      let leaveQuestions = 0;
      let checked = 0;
      page.on("dialog", async (dialog) => {
        if (dialog.type() === "beforeunload") {
          leaveQuestions++;
          if (leaveAnswers.shift() === false) await dialog.dismiss();
          else await dialog.accept();
          return;
        }
        if (dialog.type() !== "confirm") {
          others.push(`${dialog.type()}: ${dialog.message()}`);
          await dialog.dismiss();
          return;
        }
        confirms.push(dialog.message());
        if (answers.shift() === false) await dialog.dismiss();
        else await dialog.accept();
      });
      await use({
        answerNextConfirm: (ok) => answers.push(ok),
        async expectConfirm(message) {
          await expect.poll(() => confirms[checked]).toBe(message);
          checked++;
        },
        expectNoMoreConfirms: () => expect(confirms.slice(checked)).toEqual([]),
        answerNextLeave: (ok) => leaveAnswers.push(ok),
        leaveQuestions: () => leaveQuestions,
      });
      expect(others, "native alert/prompt dialogs (messages are toasts)").toEqual([]);
    },
    { auto: true },
  ],
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
