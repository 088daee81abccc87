// What the settings forms share: the server's own schema checks the form before it is sent, and
// each issue is shown at its field (the server answers the same rule with its first message).

import { type ReactNode, useEffect, useRef, useState } from "react";
import { ApiError, notifyFailure } from "~/admin/shared/api";
import { EditConflictNotice, useEditRevision } from "~/admin/shared/editConflict";
import { busyProps } from "~/admin/shared/form";
import { useFormGuard } from "~/admin/shared/leave";
import { SETTINGS_MESSAGES } from "~/admin/shared/schemas";
import { notify } from "~/components/notify";
import { SettingsTabs } from "./SettingsTabs";

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

type Checked = Parameters<typeof fieldErrors>[0];

/** What a settings save answers: the stored document and its revision (the ETag). */
export interface SavedSetting<T> {
  data: T;
  revision: string | null;
}

/**
 * A settings form's save: the value is checked with the server's schema (errors at their fields,
 * the first one focused), then sent; success is a toast, a refusal the server's Korean message.
 * `values` is the form's state: leaving while it differs from what was loaded or saved asks first.
 * `opened` is the revision the screen loaded: the save sends it as If-Match, and a save by someone
 * else in between is refused (412, decision 092) and shown by the SaveBar, the form kept as typed.
 */
export function useSettingsSave(
  values: unknown,
  opened: string | null,
  /** The field of a refusal only the server can make (it depends on what is stored), by its message. */
  fieldOf: (message: string) => string | undefined = () => undefined,
) {
  const guard = useFormGuard(values);
  const stale = useEditRevision(opened);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Focus goes to the first field marked, once the marks are drawn.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [shown]);
  const showAtFields = (problems: FieldErrors) => {
    setErrors(problems);
    setShown((n) => n + 1);
  };
  async function save<T>(
    checked: Checked,
    send: (ifMatch: Record<string, string>) => Promise<SavedSetting<T>>,
    onSaved: (saved: T) => void,
  ) {
    const problems = fieldErrors(checked);
    setErrors(problems ?? {});
    if (problems) {
      showAtFields(problems);
      return;
    }
    setSaving(true);
    const saved = guard.saving();
    const tag = stale.ifMatch();
    try {
      const answer = await send(tag ? { "If-Match": tag } : {});
      stale.saved(answer.revision);
      onSaved(answer.data);
      saved.done();
      notify(SETTINGS_MESSAGES.saved);
    } catch (error) {
      saved.failed();
      const field = error instanceof ApiError && error.status === 400 ? fieldOf(error.message) : undefined;
      if (field) showAtFields({ [field]: (error as ApiError).message });
      else if (!stale.caught(error)) notifyFailure(error);
    } finally {
      setSaving(false);
    }
  }
  /** 내 내용으로 저장: the form is sent again as it is now, over the revision stored now. */
  function overwrite() {
    stale.overwrite();
    form.current?.requestSubmit();
  }
  /** The SaveBar's props. */
  const bar = { saving, conflict: stale.conflict, onOverwrite: overwrite };
  return { errors, setErrors, saving, form, save, bar };
}

/** The settings card: title, the settings tabs, then the screen's form once its load answered. */
export function SettingsCard({ loaded, children }: { loaded: boolean; children: ReactNode }) {
  return (
    <section className="admin-card" aria-labelledby="settings-title">
      <div className="card-head">
        <h1 id="settings-title">설정</h1>
      </div>
      <SettingsTabs />
      {loaded ? children : <p className="admin-empty">설정을 불러오지 못했습니다.</p>}
    </section>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  hint?: string;
  type?: "text" | "tel" | "email" | "url" | "date";
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

interface SaveBarProps {
  saving: boolean;
  /** A save refused because someone saved these settings in between (useSettingsSave). */
  conflict: ReturnType<typeof useEditRevision>["conflict"];
  onOverwrite: () => void;
  children?: ReactNode;
}

/** The save button row at the end of a settings form, after the notice of a refused save. */
export function SaveBar({ saving, conflict, onOverwrite, children }: SaveBarProps) {
  return (
    <>
      {conflict ? (
        <EditConflictNotice
          conflict={conflict}
          latest={typeof window === "undefined" ? undefined : window.location.pathname}
          busy={saving}
          onOverwrite={onOverwrite}
        />
      ) : null}
      <div className="settings-actions">
        {children}
        <button type="submit" className="btn btn-primary" {...busyProps(saving)}>
          {saving ? "저장 중…" : "저장"}
        </button>
      </div>
    </>
  );
}
