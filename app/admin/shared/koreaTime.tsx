// Every time the back office takes or shows is Korea time (decision 146); staff abroad are told so.
import { useEffect, useState } from "react";

/**
 * "(한국 시간)" inside a time field's label. Kept out of the label's accessible name (the field
 * stays "게시 일시"); the field names it with aria-describedby, as it names its hints.
 */
export function KoreaTimeNote({ id }: { id: string }) {
  return (
    <span id={id} className="korea-time-note" aria-hidden="true">
      (한국 시간)
    </span>
  );
}

/** One line when this device keeps another time zone; nothing in Korea (and on the server's render). */
export function ForeignZoneNotice() {
  const [foreign, setForeign] = useState(false);
  useEffect(() => {
    setForeign(Intl.DateTimeFormat().resolvedOptions().timeZone !== "Asia/Seoul");
  }, []);
  return foreign ? (
    <p className="foreign-zone-notice" role="note">
      이 기기는 한국과 시간대가 다릅니다. 모든 시각은 한국 시간입니다.
    </p>
  ) : null;
}
