// The rich-text editor as the admin forms use it. Lexical lives in RichEditor.client.tsx, which
// only the browser loads, on first use: the server (and the Worker's start-up) never sees it. Until
// it has loaded, a placeholder box of the editor's height holds its place (SPEC §9: height 500).
import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/hydrated";
import { LoadBoundary } from "./LoadBoundary";

export const EDITOR_HEIGHT = 500;

export interface RichEditorProps {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
}

const LexicalRichEditor = lazy(() => import("./RichEditor.client"));

function Placeholder({ label }: { label: string }) {
  return (
    <div className="rte rte-loading" style={{ height: EDITOR_HEIGHT }} role="status">
      {label} 편집기를 불러오는 중…
    </div>
  );
}

export default function RichEditor({ label, initialHtml, onChange }: RichEditorProps) {
  // The server renders the placeholder: the lazy module is an empty stub there.
  if (!useHydrated()) return <Placeholder label={label} />;
  return (
    <LoadBoundary size="part">
      <Suspense fallback={<Placeholder label={label} />}>
        <LexicalRichEditor label={label} initialHtml={initialHtml} onChange={onChange} />
      </Suspense>
    </LoadBoundary>
  );
}
