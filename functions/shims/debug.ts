// The Worker's "debug" (wrangler.toml [alias]). Only @tokenizer/inflate imports it (file-type's
// check of docx/xlsx/hwpx uploads) to trace its ZIP reading, which nobody switches on in a Worker.
// The package brings its Node and browser variants and `ms`: ~8.5 KB of the bundle for no output.
type Debugger = ((...args: unknown[]) => void) & { enabled: boolean; namespace: string };

export default function createDebug(namespace: string): Debugger {
  return Object.assign(() => {}, { enabled: false, namespace });
}
