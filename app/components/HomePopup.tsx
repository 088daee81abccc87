// 팝업 공지 (decision 090): the owner's notice over the home page. It opens once the page's script
// runs, so a visitor who chose 오늘 하루 보지 않기 never sees it flash; that choice is kept in this
// browser for the Korea day and the notice's title only.
import { useEffect, useState } from "react";
import { todayLocal } from "../../functions/lib/dates";

export interface PopupNotice {
  title: string;
  text: string;
  link: string | null;
}

const HIDDEN_KEY = "home-popup-hidden";
const hiddenMark = (title: string) => `${todayLocal()} ${title}`;

function hiddenToday(title: string): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === hiddenMark(title);
  } catch {
    return false;
  }
}

export function HomePopup({ popup }: { popup: PopupNotice }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!hiddenToday(popup.title)), [popup.title]);
  if (!open) return null;
  const hideToday = () => {
    try {
      localStorage.setItem(HIDDEN_KEY, hiddenMark(popup.title));
    } catch {
      // Storage refused (private mode): closing for now is all that can be done.
    }
    setOpen(false);
  };
  const external = popup.link !== null && !popup.link.startsWith("/");
  return (
    // Not modal: the page stays usable behind it, and Escape closes it.
    <div
      className="home-popup"
      role="dialog"
      aria-labelledby="home-popup-title"
      onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
    >
      <h2 id="home-popup-title">{popup.title}</h2>
      {popup.text ? <p className="home-popup-text">{popup.text}</p> : null}
      {popup.link ? (
        <a className="button" href={popup.link} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          자세히 보기
        </a>
      ) : null}
      <div className="home-popup-actions">
        <button type="button" onClick={hideToday}>
          오늘 하루 보지 않기
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          닫기
        </button>
      </div>
    </div>
  );
}
