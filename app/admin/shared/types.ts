// Response shapes of the admin API (API-SHAPES), as the screens read them.
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

/** YYYY-MM-DD of an API date-time. */
export const ymd = (dateTime: string | null | undefined) => (dateTime ? dateTime.slice(0, 10) : "");
