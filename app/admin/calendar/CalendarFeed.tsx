// 캘린더 구독 (decision 069): the signed-in account's secret address for phone and desktop calendar
// apps. Its secret is shown once, when made; after that the screen only says when it was made.
import { useEffect, useId, useState } from "react";
import { busyProps, useBusy } from "~/admin/shared/form";
import { Modal } from "~/admin/shared/Modal";
import { client, data, text } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";
import { minuteText } from "../../../functions/lib/dates";

/** The account's address: when it was made, null for none, "failed" when that could not be read. */
type Feed = { createAt: string } | null | "failed";

const WORDS = {
  intro:
    "휴대폰이나 PC의 캘린더 앱(아이폰 캘린더, 구글 캘린더, 아웃룩)에 이 달력의 모든 일정을 구독합니다. 공개하지 않은 일정과 장소, 메모도 보이니 주소를 다른 사람에게 알려주지 마세요.",
  none: "아직 구독 주소가 없습니다.",
  once: "보안을 위해 주소는 만들 때 한 번만 보여 드립니다. 잃어버렸다면 새 주소를 만드세요.",
  renewConfirm: "새 주소를 만들까요? 지금 주소로 구독한 캘린더에는 더 이상 일정이 오지 않습니다.",
  deleteConfirm: "구독 주소를 삭제할까요? 이 주소로 구독한 캘린더에는 더 이상 일정이 오지 않습니다.",
  google: "구글 캘린더: PC에서 calendar.google.com → 다른 캘린더 추가(+) → URL로 추가에 붙여넣으세요.",
  apple: "아이폰: 아래 ‘캘린더 앱에서 열기’를 누르면 구독 화면이 열립니다.",
} as const;

export function CalendarFeedButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        캘린더 구독
      </button>
      {/* Mounted while open: what was made is forgotten when the window closes. */}
      {open ? <FeedModal onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function FeedModal({ onClose }: { onClose: () => void }) {
  const [feed, setFeed] = useState<Feed | undefined>(undefined);
  const [made, setMade] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const urlId = useId();

  useEffect(() => {
    let live = true;
    data(client.api.admin.calendar.feed.$get())
      .then((answer) => live && setFeed(answer.feed))
      // Not "none": a 만들기 then would replace an address without asking (the client told why).
      .catch(() => live && setFeed("failed"));
    return () => {
      live = false;
    };
  }, []);

  const issue = () => {
    if (feed && !window.confirm(WORDS.renewConfirm)) return;
    void run(async () => {
      const answer = await data(client.api.admin.calendar.feed.$post());
      setMade(answer.url);
      setFeed({ createAt: answer.createAt });
      notify(answer.message);
    });
  };
  const remove = () => {
    if (!window.confirm(WORDS.deleteConfirm)) return;
    void run(async () => {
      notify(await text(client.api.admin.calendar.feed.$delete()));
      setMade(null);
      setFeed(null);
    });
  };
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      notify("구독 주소를 복사했습니다.");
    } catch {
      notify("복사하지 못했습니다. 주소를 길게 눌러 복사해주세요.", "alert");
    }
  };

  return (
    <Modal
      title="캘린더 구독"
      open
      onClose={onClose}
      actions={
        <>
          {feed !== undefined && feed !== "failed" ? (
            <button type="button" className="btn btn-primary" {...busyProps(busy, issue)}>
              {feed ? "새 주소 만들기" : "구독 주소 만들기"}
            </button>
          ) : null}
          {feed && feed !== "failed" ? (
            <button type="button" className="btn btn-danger" {...busyProps(busy, remove)}>
              주소 삭제
            </button>
          ) : null}
          <button type="button" className="btn" onClick={onClose}>
            닫기
          </button>
        </>
      }
    >
      <div className="cal-feed">
        <p>{WORDS.intro}</p>
        {feed === undefined ? (
          <p role="status">불러오는 중…</p>
        ) : feed === "failed" ? (
          <p className="misc-hint">구독 정보를 불러오지 못했습니다. 창을 닫고 다시 열어주세요.</p>
        ) : made ? (
          <>
            <label htmlFor={urlId}>구독 주소</label>
            <div className="cal-feed-url">
              <input id={urlId} readOnly value={made} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className="btn" onClick={copy}>
                주소 복사
              </button>
            </div>
            <p className="misc-hint">{WORDS.once}</p>
            <ul className="cal-feed-how">
              <li>{WORDS.apple}</li>
              <li>{WORDS.google}</li>
            </ul>
            <a className="btn" href={made.replace(/^https?:/, "webcal:")}>
              캘린더 앱에서 열기
            </a>
          </>
        ) : feed ? (
          <p className="misc-hint">
            {minuteText(feed.createAt)}에 만든 구독 주소가 있습니다. {WORDS.once}
          </p>
        ) : (
          <p className="misc-hint">{WORDS.none}</p>
        )}
      </div>
    </Modal>
  );
}
