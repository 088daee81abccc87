/** The page object of API-SHAPES §1; clients read content and totalPages. */
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
  numberOfElements: number;
  first: boolean;
  last: boolean;
  empty: boolean;
  /**
   * Only when a search's count stopped at its limit (decision 013): totalElements is a lower
   * bound, shown as "N건 이상" (decision 152). Additive: the spec's clients read content and totalPages.
   */
  totalAtLeast?: true;
}

export interface PageRequest {
  page: number;
  size: number;
}

export function toPage<T>(
  content: T[],
  totalElements: number,
  { page, size }: PageRequest,
  /** The count's limit (searchCountLimit), if it had one. */
  countLimit?: number,
): Page<T> {
  const totalPages = totalElements === 0 ? 0 : Math.ceil(totalElements / size);
  return {
    content,
    totalPages,
    totalElements,
    number: page,
    size,
    numberOfElements: content.length,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
    ...(countLimit !== undefined && totalElements >= countLimit ? { totalAtLeast: true as const } : {}),
  };
}
