// /admin/visits "방문 통계" (decision 091): visits and page views of the public site by day, the most
// viewed pages, where visits came from and on what device, over the last 7, 30 or 90 days.
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { client, data, type InferResponseType } from "~/admin/shared/rpc";
import { VISIT_PERIODS } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { type DrawChart, useChart } from "~/admin/shared/useChart";

export const meta: MetaFunction = () => [{ title: "방문 통계 | 관리자" }];

type Stats = InferResponseType<typeof client.api.admin.visits.$get, 200>;
type Period = (typeof VISIT_PERIODS)[number];

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days: Period = VISIT_PERIODS.find((p) => p === asked) ?? 30;
  return { days, stats: await orNull(data(client.api.admin.visits.$get({ query: { days: String(days) } }))) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="방문 통계" text="방문 통계를 불러오는 중…" />;

const SOURCE_LABEL: Record<string, string> = {
  naver: "네이버",
  google: "구글",
  daum: "다음",
  kakao: "카카오톡",
  other: "다른 사이트",
  direct: "직접 방문",
};
const DEVICE_LABEL: Record<string, string> = { mobile: "휴대폰·태블릿", desktop: "PC" };
const PAGE_LABEL: Record<string, string> = {
  "/": "홈",
  "/about": "인사말",
  "/location": "오시는 길",
  "/history": "연혁",
  "/notice": "공지사항",
  "/faq": "자주 묻는 질문",
  // The spec's second address of the FAQ: named apart, so the two rows do not read the same.
  "/fag": "자주 묻는 질문 (/fag)",
  "/inquiryForm": "1:1 문의",
  "/inquiryCheck": "내 문의 확인",
  "/help": "A/S 문의",
  "/search": "검색",
  "/privacy": "개인정보처리방침",
};
const pageLabel = (path: string) =>
  PAGE_LABEL[path] ??
  (path.startsWith("/manu/") ? `제품소개 (${path})` : path.startsWith("/notice/") ? `공지사항 글 (${path})` : path);

const number = (n: number) => n.toLocaleString("ko-KR");
const share = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 100)}%` : "0%");
/** "11.29" under a bar; the year is in the table and the tooltip. */
const dayLabel = (day: string) => `${Number(day.slice(5, 7))}.${day.slice(8)}`;

export default function VisitsScreen() {
  const { days, stats } = useLoaderData<typeof clientLoader>();
  const today = stats?.days.at(-1);
  return (
    <section className="admin-card" aria-labelledby="visits-title">
      <div className="card-head">
        <h1 id="visits-title">방문 통계</h1>
        <nav className="visits-periods" aria-label="기간">
          {VISIT_PERIODS.map((p) => (
            <Link key={p} to={`?days=${p}`} aria-current={p === days ? "page" : undefined} replace>
              최근 {p}일
            </Link>
          ))}
        </nav>
      </div>
      <p className="hint">
        홈페이지 방문을 페이지별로 셉니다. IP 주소나 쿠키처럼 방문자를 알아볼 수 있는 정보는 저장하지 않고, 검색 로봇은
        세지 않습니다. 기록은 2년간 보관합니다.
      </p>
      {!stats ? (
        <p className="admin-empty">방문 통계를 불러오지 못했습니다.</p>
      ) : (
        <>
          <dl className="visits-summary">
            <div>
              <dt>방문</dt>
              <dd>{number(stats.visits)}회</dd>
            </div>
            <div>
              <dt>페이지뷰</dt>
              <dd>{number(stats.views)}회</dd>
            </div>
            <div>
              <dt>오늘 방문</dt>
              <dd>{number(today?.visits ?? 0)}회</dd>
            </div>
          </dl>
          {stats.views === 0 ? (
            <p className="admin-empty">이 기간에 집계된 방문이 없습니다.</p>
          ) : (
            <>
              <DailyChart stats={stats} />
              <div className="visits-tables">
                <Breakdown
                  caption="많이 본 페이지"
                  head={["페이지", "페이지뷰"]}
                  rows={stats.pages.map((p) => [
                    <a key="link" href={p.path} target="_blank" rel="noreferrer">
                      {pageLabel(p.path)}
                    </a>,
                    `${number(p.views)}회`,
                  ])}
                />
                <Breakdown
                  caption="유입 경로"
                  head={["경로", "방문"]}
                  rows={stats.sources.map((s) => [
                    SOURCE_LABEL[s.source] ?? s.source,
                    `${number(s.visits)}회 (${share(s.visits, stats.visits)})`,
                  ])}
                />
                <Breakdown
                  caption="기기"
                  head={["기기", "방문"]}
                  rows={stats.devices.map((d) => [
                    DEVICE_LABEL[d.device] ?? d.device,
                    `${number(d.visits)}회 (${share(d.visits, stats.visits)})`,
                  ])}
                />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

function Breakdown({ caption, head, rows }: { caption: string; head: [string, string]; rows: ReactNode[][] }) {
  return (
    <table className="admin-table fit-table visits-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col" className="num">
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>집계된 방문이 없습니다.</td>
          </tr>
        ) : (
          rows.map(([label, value], i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a ranking, their place is their identity
            <tr key={i}>
              <th scope="row">{label}</th>
              <td className="num">{value}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Each day's visits as bars; the tooltip adds the day's page views. */
const drawVisits: DrawChart<Stats> = (ChartJs, canvas, stats) => {
  const brand = getComputedStyle(document.documentElement).getPropertyValue("--brand").trim() || "#1f3a5f";
  ChartJs.defaults.font.family = getComputedStyle(document.body).fontFamily;
  return new ChartJs(canvas, {
    type: "bar",
    data: {
      labels: stats.days.map((d) => dayLabel(d.day)),
      datasets: [{ label: "방문", data: stats.days.map((d) => d.visits), backgroundColor: brand, borderRadius: 3 }],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      scales: {
        x: { ticks: { maxRotation: 0, autoSkipPadding: 8 } },
        y: { beginAtZero: true, ticks: { precision: 0 } },
      },
      plugins: {
        legend: { display: false },
        tooltip: {
          displayColors: false,
          callbacks: {
            title: ([item]) => stats.days[item?.dataIndex ?? 0]?.day ?? "",
            label: (item) => `방문 ${item.parsed.y}회 · 페이지뷰 ${stats.days[item.dataIndex]?.views ?? 0}회`,
          },
        },
      },
    },
  });
};

/** The daily bars, with a table as their text. */
function DailyChart({ stats }: { stats: Stats }) {
  const canvas = useChart(stats, drawVisits);
  return (
    <>
      <div className="dash-chart">
        <canvas ref={canvas} role="img" aria-label="날짜별 방문 수 막대 그래프 (아래 표와 같은 내용)" />
      </div>
      <table className="visually-hidden">
        <caption>날짜별 방문</caption>
        <thead>
          <tr>
            <th scope="col">날짜</th>
            <th scope="col">방문</th>
            <th scope="col">페이지뷰</th>
          </tr>
        </thead>
        <tbody>
          {stats.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.visits}</td>
              <td>{d.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
