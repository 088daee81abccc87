// Small shapes and helpers the screens share (the API answers themselves come from rpc.ts).
/** YYYY-MM-DD of an API date-time. */
export const ymd = (dateTime: string | null | undefined) => (dateTime ? dateTime.slice(0, 10) : "");
