// A list's count as the back office says it (decision 152): a search's count that stopped at its
// limit (decision 013) is a lower bound, said as "N건 이상", and gives no row a number.

interface Counted {
  totalElements: number;
  totalAtLeast?: boolean;
}

/** "1395건", or "1,000건 이상" for a bound. */
export function countText(page: Counted): string {
  return page.totalAtLeast ? `${page.totalElements.toLocaleString("ko-KR")}건 이상` : `${page.totalElements}건`;
}

/**
 * The No of the i-th row of a page, counted down from the total; none while the total is a bound
 * (numbered from it, the same rows would renumber once a later page counts them exactly).
 */
export function rowNumber(page: Counted & { number: number; size: number }, i: number): number | "" {
  return page.totalAtLeast ? "" : page.totalElements - page.number * page.size - i;
}
