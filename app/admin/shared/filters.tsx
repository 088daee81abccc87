// The end of a list's filter form (inbox, activity log): the Korea-date range and the buttons.
import { Link } from "@remix-run/react";

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
  return (
    <>
      <label>
        <span>시작일</span>
        <input type="date" name="from" defaultValue={from} />
      </label>
      <label>
        <span>종료일</span>
        <input type="date" name="to" defaultValue={to} />
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
