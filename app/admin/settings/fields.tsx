// What the settings forms share: the server's own schema checks the form before it is sent, and
// each issue is shown at its field (the server answers the same rule with its first message).
import type { ReactNode } from "react";

/** Field errors by the schema path, e.g. "phone" or "history.2.year". */
export type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse, or null when the value is valid. */
export function fieldErrors(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}): FieldErrors | null {
  if (result.success || !result.error) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** Focuses the first field the browser shows as invalid, after React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  hint?: string;
  type?: "text" | "tel" | "email" | "url";
  /** Rows of a textarea; a one-line input without it. */
  rows?: number;
  autoComplete?: string;
}

/** A labelled input or textarea with its hint and its error (announced, tied by aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  required,
  hint,
  type = "text",
  rows,
  autoComplete,
}: TextFieldProps) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    value,
    required,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  };
  return (
    <div className="settings-field">
      <label htmlFor={id}>
        {label}
        {required ? <Required /> : null}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Required() {
  return (
    <>
      {" "}
      <span className="required" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden">(필수)</span>
    </>
  );
}

/** The save button row at the end of a settings form. */
export function SaveBar({ saving, children }: { saving: boolean; children?: ReactNode }) {
  return (
    <div className="settings-actions">
      {children}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? "저장 중…" : "저장"}
      </button>
    </div>
  );
}
