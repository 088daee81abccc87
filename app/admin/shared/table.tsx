// Pieces of the back office's selectable tables: the check boxes of a page of rows, the header box
// that ticks every row, and the one-cell row that stands for rows while they load or when there
// are none.
import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * The ticked rows of a page. None are ticked again whenever `resetKey` changes (another page, a
 * filter, a reload after a delete).
 */
export function useRowSelection<R>(rows: readonly R[], idOf: (row: R) => number, resetKey: unknown) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new list
  useEffect(() => setSelected(new Set()), [resetKey]);
  const ids = rows.map(idOf);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return {
    selected,
    rowCount: ids.length,
    /** The ticked rows' ids, in the list's order. */
    chosen: ids.filter((id) => selected.has(id)),
    allSelected,
    someSelected: ids.some((id) => selected.has(id)),
    /** Ticks (`on`), unticks, or flips one row. */
    toggle(id: number, on?: boolean) {
      setSelected((prev) => {
        const next = new Set(prev);
        if (on ?? !prev.has(id)) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    setAll: (on: boolean) => setSelected(on ? new Set(ids) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;

/** The header's 전체 선택 box; half-ticked (`some`) when only some rows are. */
export function SelectAllCell({
  checked,
  some = false,
  disabled,
  onChange,
  className = "misc-check",
}: {
  checked: boolean;
  some?: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !checked;
  }, [some, checked]);
  return (
    <th scope="col" className={className}>
      <label className="check-hit">
        <input
          ref={ref}
          type="checkbox"
          aria-label="전체 선택"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
      </label>
    </th>
  );
}

/**
 * A row's check box in its cell; the label around it makes the whole cell the target (44 px on a
 * phone), so a tap beside the small box still ticks it.
 */
export function CheckCell({
  label,
  checked,
  onChange,
  className = "misc-check",
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  className?: string;
}) {
  return (
    <td className={className}>
      <label className="check-hit">
        <input type="checkbox" aria-label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      </label>
    </td>
  );
}

/** The header box of a list whose rows are ticked with `useRowSelection` (`td.check` cells). */
export function SelectAllOf({ selection }: { selection: RowSelection }) {
  return (
    <SelectAllCell
      className="check"
      checked={selection.allSelected}
      some={selection.someSelected}
      disabled={selection.rowCount === 0}
      onChange={selection.setAll}
    />
  );
}

/** A row's box; `label` names the row ("<title> 선택"). */
export function RowCheckCell({ selection, id, label }: { selection: RowSelection; id: number; label: string }) {
  return (
    <CheckCell
      className="check"
      label={`${label} 선택`}
      checked={selection.selected.has(id)}
      onChange={(on) => selection.toggle(id, on)}
    />
  );
}

/** A table's whole-width message; `loading` makes it a status for screen readers. */
export function MessageRow({
  colSpan,
  loading,
  children,
}: {
  colSpan: number;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <tr>
      <td colSpan={colSpan} className="admin-empty" role={loading ? "status" : undefined}>
        {children}
      </td>
    </tr>
  );
}
