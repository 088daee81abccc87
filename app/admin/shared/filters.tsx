// The end of a list's filter form (inbox, activity log): the Korea-date range and the buttons.
import { Link } from "@remix-run/react";
import { useState } from "react";

interface FilterEndProps {
  from?: string;
  to?: string;
  /** The list's own URL: 초기화 goes back to it without filters. */
  resetTo: string;
  /** Whether any filter is set (초기화 is shown only then). */
  filtered: boolean;
  /** The buttons' container class, styled with its form. */
  actionsClass: string;
}

export function FilterEnd({ from, to, resetTo, filtered, actionsClass }: FilterEndProps) {
  // Each bounds the other, so an end before the start is refused before the list is asked (the
  // server's refusal of it is only logged, as list failures are, SPEC §8). Both forms are keyed by
  // their filters, so these start again from the address.
  const [start, setStart] = useState(from ?? "");
  const [end, setEnd] = useState(to ?? "");
  return (
    <>
      <label>
        <span>시작일</span>
        <input
          type="date"
          name="from"
          value={start}
          max={end || undefined}
          onChange={(e) => setStart(e.target.value)}
        />
      </label>
      <label>
        <span>종료일</span>
        <input type="date" name="to" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
      </label>
      <div className={actionsClass}>
        <button type="submit" className="btn btn-primary">
          검색
        </button>
        {filtered ? (
          <Link to={resetTo} className="btn">
            초기화
          </Link>
        ) : null}
      </div>
    </>
  );
}
