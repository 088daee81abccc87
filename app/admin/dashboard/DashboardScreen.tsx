// The back-office dashboard, /admin exactly (SPEC §2 "Dashboard"): this month's events, the monthly
// inquiry chart (real data, last 6 months), the count of new inquiries, and the newest notices,
// inquiries (with 답변, decision 032) and release notes, loaded through the typed client.
// Chart.js is loaded in the browser only, on demand (components/admin/chart.client.ts).
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { isScheduled, PostStatus } from "~/admin/boards/postStatus";
import { calendarDayPath, eventDays, UPCOMING_DAYS, upcomingEvents } from "~/admin/calendar/events";
import { useMyOpenCount, useNewInquiryCount } from "~/admin/inquiries/newCount";
import { RetryMailButton } from "~/admin/inquiries/RetryMailButton";
import { TypeMark, VisitMark } from "~/admin/inquiries/StatusBadge";
import { client, data } from "~/admin/shared/rpc";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { serverToday } from "~/admin/shared/serverTime";
import { currentUser, ensureSession } from "~/admin/shared/session";
import { ymd } from "~/admin/shared/types";
import { type DrawChart, useChart } from "~/admin/shared/useChart";
import { monthBounds, monthLabel, WEEKDAY_NAMES, weekdayOf } from "../../../functions/lib/dates";
import { NOT_DONE } from "../../../functions/schemas/inquiryRules";

export const meta: MetaFunction = () => [{ title: "대시보드 | 관리자" }, { name: "robots", content: "noindex" }];

const admin = client.api.admin;

/** Every card's data at once; a card whose call failed gets null and says so (the client told the user). */
export async function clientLoader() {
  const [events, monthly, notices, inquiries, releases, mailFailures, saved] = await Promise.all([
    orNull(data(admin.calendar.$get())),
    // Inquiries per month of the last 6 months (Korea time), oldest first, counted by the server.
    orNull(data(admin.inquiry.monthly.$get())),
    orNull(data(admin.boards.simple.$get())),
    orNull(data(admin.inquiry.simple.$get())),
    orNull(data(admin.release.simple.$get())),
    // New-inquiry notices that gave up (decision 019), and whether mail leaves at all (decision 120).
    orNull(data(admin.inquiry["mail-failures"].$get())),
    // Whether 회사 정보 was ever saved (decision 142); settings are for administrators only (403 to staff).
    // The role is known once the session is: on a reload the layout's guard renews it alongside.
    ensureSession().then(
      () => (currentUser()?.role === "ROLE_ADMIN" ? orNull(data(admin.settings.saved.$get())) : null),
      () => null,
    ),
  ]);
  return { events, monthly, notices, inquiries, releases, mailFailures, saved };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="대시보드" text="대시보드를 불러오는 중…" />;

type Loaded = Awaited<ReturnType<typeof clientLoader>>;
type CalendarSummary = NonNullable<Loaded["events"]>[number];
type MonthCount = NonNullable<Loaded["monthly"]>[number];

/** Failure and empty states shared by every card; `children` renders the data. */
function CardBody<T>({
  loaded,
  empty,
  isEmpty,
  children,
}: {
  /** null: the call failed. */
  loaded: T | null;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (loaded === null) return <p className="admin-empty">목록을 불러오지 못했습니다.</p>;
  if (isEmpty(loaded)) return <p className="admin-empty">{empty}</p>;
  return <>{children(loaded)}</>;
}

function Card({
  id,
  title,
  more,
  actions,
  children,
  className = "",
}: {
  id: string;
  title: string;
  /** The screen its 더보기 opens. */
  more?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`admin-card dash-card ${className}`} aria-labelledby={id}>
      <div className="card-head">
        <h2 id={id}>{title}</h2>
        {actions || more ? (
          <div className="card-actions">
            {actions}
            {more ? (
              <Link to={more} className="btn">
                더보기
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A table row that opens `to`; the title link is the keyboard path, the row click a mouse shortcut. */
function LinkRow({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <tr
      className="clickable"
      onClick={(e) => {
        if (!(e.target as Element).closest("a, button")) navigate(to);
      }}
    >
      {children}
    </tr>
  );
}

// ---- Calendar card: a compact month view of this month's events ----

/** `MM.DD` of a `YYYY-MM-DD` day. */
const monthDay = (day: string) => day.slice(5).replace("-", ".");

function CalendarCard({ loaded }: { loaded: CalendarSummary[] | null }) {
  // API dates are Korea local times: so is "today" and this month.
  const today = serverToday();
  const ym = today.slice(0, 7);
  const { first: monthStart, last: monthEnd } = monthBounds(ym);
  const daysInMonth = Number(monthEnd.slice(8));
  const firstWeekday = weekdayOf(monthStart);

  const events = loaded ?? [];
  const inMonth = events.filter((e) => {
    const days = eventDays(e);
    return days !== null && days[0] <= monthEnd && days[1] >= monthStart;
  });
  const eventsOn = (day: string) =>
    inMonth.filter((e) => {
      const days = eventDays(e) as [string, string];
      return days[0] <= day && day <= days[1];
    });
  // The list is what is still to come (decision 087), into next month near the end of this one;
  // the month's past days keep their dots.
  const upcoming = upcomingEvents(events, today);

  // Leading and trailing blanks are keyed by their position, the days by their date.
  const cells: { key: string; day: string | null }[] = [
    ...Array.from({ length: firstWeekday }, (_, i) => ({ key: `lead-${i}`, day: null })),
    ...Array.from({ length: daysInMonth }, (_, i) => {
      const day = `${ym}-${String(i + 1).padStart(2, "0")}`;
      return { key: day, day };
    }),
  ];
  while (cells.length % 7) cells.push({ key: `trail-${cells.length}`, day: null });
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <Card id="dash-calendar" title="이번 달 일정" more="/admin/calendar">
      <table className="dash-month">
        <caption>{monthLabel(ym)}</caption>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map(({ key, day }) => {
                if (!day) return <td key={key} />;
                const list = eventsOn(day);
                const holiday = list.some((e) => e.holidays);
                return (
                  <td
                    key={day}
                    className={day === today ? "today" : undefined}
                    title={list.map((e) => e.title || "제목 없음").join(", ") || undefined}
                  >
                    {list.length ? (
                      // A day with events opens its list on the calendar (decision 087).
                      <Link to={calendarDayPath(day)} className="dash-day-link">
                        {/* Read as "25일 일정 2건"; seen as the day's number and a dot. */}
                        <span className="dash-day">
                          {Number(day.slice(8))}
                          <span className="visually-hidden">일</span>
                        </span>
                        <span className={holiday ? "dash-dot holiday" : "dash-dot"} aria-hidden="true" />
                        <span className="visually-hidden"> 일정 {list.length}건</span>
                      </Link>
                    ) : (
                      <span className="dash-day">{Number(day.slice(8))}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="dash-subhead" id="dash-upcoming">
        다가오는 일정 ({UPCOMING_DAYS / 7}주)
      </h3>
      <CardBody
        loaded={loaded}
        empty={`앞으로 ${UPCOMING_DAYS / 7}주 동안 예정된 일정이 없습니다.`}
        isEmpty={() => upcoming.length === 0}
      >
        {() => (
          <ul className="dash-events" aria-labelledby="dash-upcoming">
            {upcoming.slice(0, 5).map((e) => {
              const [start, end] = eventDays(e) as [string, string];
              // An event under way is today's (and opens today's list).
              const underway = start <= today;
              const until = underway ? end > today : end !== start;
              return (
                <li key={e.calendarId}>
                  <span className="dash-event-date">
                    {underway ? "오늘" : monthDay(start)}
                    {until ? ` ~ ${monthDay(end)}` : ""}
                  </span>
                  <span className={e.holidays ? "dash-dot holiday" : "dash-dot"} aria-hidden="true" />
                  <Link to={calendarDayPath(underway ? today : start)} className="dash-event-title">
                    {e.title || "제목 없음"}
                  </Link>
                  {e.holidays ? <span className="status-badge dash-holiday">휴일</span> : null}
                </li>
              );
            })}
            {upcoming.length > 5 ? <li className="dash-more">외 {upcoming.length - 5}건</li> : null}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

// ---- Monthly inquiry chart (Chart.js) with a table as its text alternative ----

/** Draws the bars with Chart.js, which chart.client.ts loads in the browser on demand. */
const drawChart: DrawChart<MonthCount[]> = (ChartJs, target, data) => {
  const styles = getComputedStyle(document.documentElement);
  ChartJs.defaults.font.family = getComputedStyle(document.body).fontFamily;
  return new ChartJs(target, {
    type: "bar",
    data: {
      // "11월" under each bar; the year is added on the first bar and on January.
      labels: data.map((d, i) =>
        i === 0 || d.month.endsWith("-01")
          ? [`${Number(d.month.slice(5))}월`, d.month.slice(0, 4)]
          : `${Number(d.month.slice(5))}월`,
      ),
      // One bar a month, its A/S requests (decision 096) stacked on the general inquiries.
      datasets: [
        {
          label: "일반 1:1 문의",
          data: data.map((d) => d.count - d.asCount),
          backgroundColor: styles.getPropertyValue("--brand").trim() || "#1f3a5f",
          maxBarThickness: 44,
        },
        {
          label: "A/S 문의",
          data: data.map((d) => d.asCount),
          backgroundColor: "#c2410c",
          maxBarThickness: 44,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: "index", intersect: false },
      scales: {
        x: { stacked: true, ticks: { maxRotation: 0 } },
        y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
      },
      plugins: {
        legend: { position: "bottom" },
        // "2026년 11월", then "문의 3건" and "A/S 문의 1건" rather than the axis label and "문의 수: 3".
        tooltip: {
          displayColors: false,
          filter: (item) => item.datasetIndex === 0,
          callbacks: {
            title: ([item]) => (item ? monthLabel(data[item.dataIndex]?.month ?? "") : ""),
            label: (item) => {
              const month = data[item.dataIndex];
              return month ? [`문의 ${month.count}건`, `A/S 문의 ${month.asCount}건`] : "";
            },
          },
        },
      },
    },
  });
};

function InquiryChart({ data }: { data: MonthCount[] }) {
  const canvas = useChart(data, drawChart);
  return (
    <>
      <div className="dash-chart">
        <canvas
          ref={canvas}
          role="img"
          aria-label="최근 6개월 월별 문의 수 막대 그래프, A/S 문의는 따로 쌓아 표시 (아래 표와 같은 내용)"
        />
      </div>
      <table className="visually-hidden">
        <caption>월별 문의 수</caption>
        <thead>
          <tr>
            <th scope="col">월</th>
            <th scope="col">문의 수</th>
            <th scope="col">그중 A/S 문의</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.month}>
              <th scope="row">{monthLabel(d.month)}</th>
              <td>{d.count}</td>
              <td>{d.asCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function ChartCard({ loaded }: { loaded: MonthCount[] | null }) {
  return (
    <Card id="dash-chart" title="월별 문의 현황">
      <p className="dash-note">최근 6개월 동안 접수된 문의 수입니다. A/S 문의는 주황색으로 쌓아 보입니다.</p>
      <CardBody loaded={loaded} empty="문의 데이터가 없습니다." isEmpty={(d) => d.length === 0}>
        {(data) => <InquiryChart data={data} />}
      </CardBody>
    </Card>
  );
}

// ---- Notice, inquiry and release-note tables ----

interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Shown before the value on a phone's card, where the header is not (two dates side by side). */
  label?: string;
}

/** What a table card shows: how each row opens, and its other columns. */
interface TableSpec<T> {
  /** The row's key, title (the link to its screen), that screen and a mark after the title. */
  row: (row: T) => { key: number; title: string | null; to: string; mark?: ReactNode };
  columns: Column<T>[];
}

/** A card of the newest rows: the title links to the row's screen, then the spec's columns. */
function TableCard<T>({
  id,
  title,
  more,
  actions,
  empty,
  table,
  loaded,
}: {
  id: string;
  title: string;
  more: string;
  actions?: ReactNode;
  /** Shown when there is no row. */
  empty: string;
  table: TableSpec<T>;
  /** The rows, or null when they could not be loaded. */
  loaded: T[] | null;
}) {
  return (
    <Card id={id} title={title} more={more} actions={actions}>
      <CardBody loaded={loaded} empty={empty} isEmpty={(d) => d.length === 0}>
        {(rows) => (
          // On phones each row is a small card, its title on a line of its own (as in the lists).
          <table className="admin-table stack-table">
            <thead>
              <tr>
                <th scope="col">제목</th>
                {table.columns.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a card's columns are fixed
                  <th key={i} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const { key, title, to, mark } = table.row(r);
                return (
                  <LinkRow key={key} to={to}>
                    <td className="title">
                      <Link to={to}>{title || "제목 없음"}</Link>
                      {mark ? <> {mark}</> : null}
                    </td>
                    {table.columns.map((c, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a card's columns are fixed
                      <td key={i} className={c.className} data-label={c.label}>
                        {c.cell(r)}
                      </td>
                    ))}
                  </LinkRow>
                );
              })}
            </tbody>
          </table>
        )}
      </CardBody>
    </Card>
  );
}

const writerColumn: Column<{ writer: string | null }> = {
  header: "작성자",
  cell: (r) => r.writer,
  className: "writer",
};
const dateColumn = <T,>(header: string, date: (row: T) => string | null, label?: string): Column<T> => ({
  header,
  cell: (r) => ymd(date(r)),
  className: "date",
  label,
});

type BoardRow = NonNullable<Loaded["notices"]>[number];
type InquiryRow = NonNullable<Loaded["inquiries"]>[number];
type ReleaseRow = NonNullable<Loaded["releases"]>[number];

const NOTICES: TableSpec<BoardRow> = {
  row: (r) => ({
    key: r.boardId,
    title: r.boardTitle,
    to: `/admin/notice/${r.boardId}`,
    // Dated ahead: not on the site yet (decision 053).
    mark: isScheduled(r) ? <PostStatus post={r} /> : undefined,
  }),
  columns: [writerColumn, dateColumn("날짜", (r) => r.boardUpdate)],
};

const INQUIRIES: TableSpec<InquiryRow> = {
  row: (r) => ({
    key: r.inquiryId,
    title: r.title,
    to: `/admin/inquiry/${r.inquiryId}`,
    // An A/S request (decision 096) and a visit to come (decision 088), as in the inbox.
    mark:
      r.inquiryType === "AS" || r.nextVisit ? (
        <>
          <TypeMark inquiryType={r.inquiryType} />
          <VisitMark startTime={r.nextVisit} />
        </>
      ) : undefined,
  }),
  columns: [
    writerColumn,
    dateColumn("작성일", (r) => r.createAt),
    {
      header: <span className="visually-hidden">답변</span>,
      // Opens the inquiry at its memo/answer form (decision 032).
      cell: (r) => (
        <Link to={`/admin/inquiry/${r.inquiryId}#answer`} className="btn" aria-label={`${r.title || "제목 없음"} 답변`}>
          답변
        </Link>
      ),
      className: "dash-action",
    },
  ],
};

const RELEASES: TableSpec<ReleaseRow> = {
  row: (r) => ({ key: r.id, title: r.title, to: `/admin/release/detail/${r.id}` }),
  columns: [dateColumn("작성일", (r) => r.createAt, "작성"), dateColumn("수정일", (r) => r.updateAt, "수정")],
};

const MAIL_KIND = { NOTICE: "새 문의 알림", ANSWER: "답변 메일", ASSIGNED: "담당 배정 알림" } as const;

/**
 * Shown only while some mail could not be sent (a new-inquiry notice or an answer to a customer),
 * naming the inquiries; 다시 보내기 gives one a new round of attempts (decision 055).
 */
function MailFailureNotice({ loaded }: { loaded: Loaded["mailFailures"] }) {
  if (!loaded || loaded.count === 0) return null;
  const { count, notices } = loaded;
  return (
    <section className="dash-alert" aria-labelledby="dash-mail-failures">
      <h2 id="dash-mail-failures">메일 발송 실패 {count}건</h2>
      <p>아래 메일을 여러 번 보내지 못했습니다. 다시 보내거나, 문의 내용을 확인해 고객에게 직접 연락해주세요.</p>
      <ul>
        {notices.map((n) => (
          <li key={n.id}>
            <span className="dash-mail-kind">{MAIL_KIND[n.kind]}</span>{" "}
            {n.inquiryId ? <Link to={`/admin/inquiry/${n.inquiryId}`}>{n.title || "제목 없음"}</Link> : "삭제된 문의"}{" "}
            <span className="date">{ymd(n.createAt)}</span>{" "}
            <RetryMailButton
              mailId={n.id}
              label={`${n.title || "제목 없음"} ${n.kind === "ANSWER" ? "답변 메일" : "알림 메일"}`}
            />
          </li>
        ))}
      </ul>
      {count > notices.length ? <p>외 {count - notices.length}건</p> : null}
    </section>
  );
}

/**
 * Shown while no mail service is configured (decision 120): new-inquiry notices, answers and 담당
 * 배정 mails wait in the outbox and none leaves, so staff hear it here rather than from a customer.
 */
function MailSetupNotice({ loaded }: { loaded: Loaded["mailFailures"] }) {
  if (!loaded || loaded.configured) return null;
  return (
    <section className="dash-alert" aria-labelledby="dash-mail-setup">
      <h2 id="dash-mail-setup">메일 발송이 설정되지 않았습니다</h2>
      <p>
        새 문의 알림과 답변 메일이 보내지지 않습니다{loaded.waiting > 0 ? ` (대기 ${loaded.waiting}건)` : ""}. 운영
        담당자에게 설정을 요청하고, 그때까지 고객에게는 직접 연락해주세요.
      </p>
    </section>
  );
}

/**
 * Shown to administrators while 회사 정보 was never saved (decision 142): every public page then
 * shows the sample company, its phone number and 사업자등록번호.
 */
function CompanySetupNotice({ loaded }: { loaded: Loaded["saved"] }) {
  if (!loaded || loaded.company) return null;
  return (
    <section className="dash-alert" aria-labelledby="dash-company-setup">
      <h2 id="dash-company-setup">회사 정보가 아직 저장되지 않았습니다</h2>
      <p>
        사이트에 예시 회사 정보(상호, 주소, 전화번호, 사업자등록번호)가 보이고 있습니다.{" "}
        <Link to="/admin/settings">설정 → 회사 정보</Link>에서 실제 정보로 저장해주세요.
      </p>
    </section>
  );
}

/**
 * The count of new (신규) inquiries, shared with the sidebar, and of the account's own not yet
 * 완료 (decision 068); each opens the inbox filtered to them.
 */
function NewInquiries() {
  const count = useNewInquiryCount();
  const mine = useMyOpenCount();
  if (count === null) return null;
  return (
    <div className="dash-queue">
      <Link to={`/admin/inquiry?${new URLSearchParams({ status: "신규" })}`} className="dash-new-inquiries">
        <span className="dash-new-label">새 문의</span> <strong>{count}건</strong>
      </Link>
      <Link
        to={`/admin/inquiry?${new URLSearchParams({ assignee: "me", status: NOT_DONE })}`}
        className="dash-new-inquiries dash-mine"
      >
        <span className="dash-new-label">내 담당</span> <strong>{mine ?? 0}건</strong>
      </Link>
    </div>
  );
}

export default function AdminDashboard() {
  const loaded = useLoaderData<typeof clientLoader>();
  return (
    <>
      <div className="dash-head">
        <h1 className="dash-title">대시보드</h1>
        <NewInquiries />
      </div>
      <CompanySetupNotice loaded={loaded.saved} />
      <MailSetupNotice loaded={loaded.mailFailures} />
      <MailFailureNotice loaded={loaded.mailFailures} />
      <div className="dash-grid">
        <CalendarCard loaded={loaded.events} />
        <ChartCard loaded={loaded.monthly} />
        <TableCard
          id="dash-notice"
          title="공지사항"
          more="/admin/notice"
          actions={
            <Link to="/admin/notice/add" className="btn btn-primary">
              글쓰기
            </Link>
          }
          empty="등록된 게시글이 없습니다."
          table={NOTICES}
          loaded={loaded.notices}
        />
        <TableCard
          id="dash-inquiry"
          title="1:1 문의"
          more="/admin/inquiry"
          empty="접수된 문의가 없습니다."
          table={INQUIRIES}
          loaded={loaded.inquiries}
        />
        <TableCard
          id="dash-release"
          title="릴리즈 노트"
          more="/admin/release"
          empty="등록된 릴리즈 노트가 없습니다."
          table={RELEASES}
          loaded={loaded.releases}
        />
      </div>
    </>
  );
}
