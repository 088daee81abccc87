// Response shapes of the admin API (API-SHAPES), as the screens read them.
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

export interface FileEntry {
  id: number;
  fileBoxId: number;
  fileName: string;
  fileOrgName: string;
  fileSize: number;
  fileType: string;
  fileRegDate: string;
  boardId: number;
  fileUrl: string;
}

/** YYYY-MM-DD of an API date-time. */
export const ymd = (dateTime: string | null | undefined) => (dateTime ? dateTime.slice(0, 10) : "");
