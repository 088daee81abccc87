// Pieces of the back office's selectable tables: the header box that ticks every row, and the
// one-cell row that stands for rows while they load or when there are none.
import type { ReactNode } from "react";

export function SelectAllCell({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <th scope="col" className="misc-check">
      <input
        type="checkbox"
        aria-label="전체 선택"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
    </th>
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
