import type { MetaFunction } from "@remix-run/cloudflare";
import {
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  replace,
  useLoaderData,
  useNavigate,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { useId, useState } from "react";
import { AssigneeOptions, type Assignees } from "~/admin/inquiries/InquiryWorkflow";
import { refreshNewInquiryCount } from "~/admin/inquiries/newCount";
import { StatusBadge, TypeMark, VisitMark, WaitingMark } from "~/admin/inquiries/StatusBadge";
import { download, notifyFailure } from "~/admin/shared/api";
import { useListOrigin } from "~/admin/shared/backToList";
import { FilterEnd } from "~/admin/shared/filters";
import { busyProps, useBusy } from "~/admin/shared/form";
import { Pager } from "~/admin/shared/Pager";
import { client, data, text } from "~/admin/shared/rpc";
import { SEARCH_KEYWORD_MAX } from "~/admin/shared/schemas";
import { LoadingCard, orNull, pageOf, pastLastPage } from "~/admin/shared/screen";
import { countText, rowNumber } from "~/admin/shared/searchCount";
import { serverToday } from "~/admin/shared/serverTime";
import { currentUser } from "~/admin/shared/session";
import { RowCheckCell, SelectAllOf, useRowSelection } from "~/admin/shared/table";
import { ymd } from "~/admin/shared/types";
import { Marked } from "~/components/Marked";
import { notify } from "~/components/notify";
import {
  INQUIRY_STATUSES,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  type InquiryStatusFilter,
  type InquiryType,
  NOT_DONE,
} from "../../../functions/schemas/inquiryRules";

export const meta: MetaFunction = () => [{ title: "문의 관리 | 관리자" }];

// The inbox (SPEC §2, §9: 5 per page; decision 032): newest first, unread rows bold, filters by
// keyword (title, writer, content, phone digits), status, 문의 유형 (decision 096), Korea dates,
// manufacturer and 담당자 (decision 068). The filters
// live in the URL (a GET form), so reload, back and the pager keep them.

const PAGE_SIZE = 5;
const FILTERS = ["searchKeyword", "status", "inquiryType", "from", "to", "manuName", "assignee"] as const;

/** The URL's filters, blank ones left out. */
function filtersOf(url: URL) {
  const entries = FILTERS.map((k) => [k, url.searchParams.get(k)?.trim() ?? ""] as const);
  return Object.fromEntries(entries.filter(([, v]) => v)) as Partial<Record<(typeof FILTERS)[number], string>>;
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const page = pageOf(request);
  const filters = filtersOf(new URL(request.url));
  const query = {
    ...filters,
    status: filters.status as InquiryStatusFilter | undefined,
    inquiryType: filters.inquiryType as InquiryType | undefined,
    page: String(page),
    size: String(PAGE_SIZE),
  };
  const [list, makers, assignees] = await Promise.all([
    orNull(data(client.api.admin.inquiry.$get({ query }))),
    orNull(data(client.api.admin.manu.list.$get())),
    orNull(data(client.api.admin.inquiry.assignees.$get())),
  ]);
  const last = pastLastPage(request, page, list?.totalPages);
  if (last) return replace(last);
  return {
    page,
    filters,
    data: list,
    manuNames: (makers ?? []).map((m) => m.manuName),
    assignees: assignees ?? [],
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="문의 관리" text="문의 목록을 불러오는 중…" />;

function ExportButton({ filters }: { filters: Record<string, string> }) {
  const { busy, run } = useBusy();
  // The server refuses staff (403); the button is for administrators only.
  if (currentUser()?.role !== "ROLE_ADMIN") return null;
  const save = () =>
    run(
      async () => {
        const query = new URLSearchParams(filters).toString();
        // The server names the file after the filter's period (decision 151).
        const headers = await download(`/api/admin/inquiry/export${query ? `?${query}` : ""}`);
        // More rows than one file holds: said plainly, with the way to get the rest.
        if (headers.get("X-Export-Truncated") === "1") {
          const rows = Number(headers.get("X-Export-Rows")).toLocaleString("ko-KR");
          notify(
            `조건에 맞는 문의가 많아 최근 ${rows}건만 파일에 담았습니다. 기간을 나눠 다시 내려받아주세요.`,
            "alert",
          );
        }
      },
      (error) => notifyFailure(error, { fallback: "CSV 파일을 내려받지 못했습니다." }),
    );
  return (
    <button type="button" className="btn" {...busyProps(busy, save)}>
      {busy ? "내려받는 중…" : "CSV 내보내기"}
    </button>
  );
}

/**
 * 선택 삭제 (spam, tests, duplicates): the ticked inquiries go with their files and memos after a
 * confirm; a page left empty shows the one before it.
 */
function DeleteSelectedButton({ chosen, emptiesPage }: { chosen: readonly number[]; emptiesPage: boolean }) {
  const { busy, run } = useBusy();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = Number(params.get("page") ?? 0);
  const remove = () => {
    if (chosen.length === 0) {
      notify("삭제할 문의를 선택해주세요.", "alert");
      return;
    }
    if (!window.confirm(`선택한 문의 ${chosen.length}건을 삭제하시겠습니까? 첨부파일과 메모도 함께 삭제됩니다.`)) {
      notify("삭제가 취소 되었습니다.");
      return;
    }
    run(
      async () => {
        notify(await text(client.api.admin.inquiry.bulk.$delete({ json: [...chosen] })));
        void refreshNewInquiryCount();
        if (emptiesPage && page > 0) {
          const next = new URLSearchParams(params);
          next.set("page", String(page - 1));
          navigate(`/admin/inquiry?${next}`);
        } else revalidator.revalidate();
      },
      (error) => notifyFailure(error, { fallback: "문의를 삭제하지 못했습니다." }),
    );
  };
  return (
    <button type="button" className="btn btn-danger" {...busyProps(busy, remove)}>
      {busy ? "삭제 중…" : `선택 삭제${chosen.length > 0 ? ` (${chosen.length})` : ""}`}
    </button>
  );
}

type Filters = ReturnType<typeof filtersOf>;

/**
 * The filters set besides the keyword (which stays in its box), each in short ("상태 신규") with the
 * inbox's address without it: a tap on the chip drops that filter.
 */
function filterChips(filters: Filters, assignees: Assignees): { label: string; without: string }[] {
  const { status, inquiryType, manuName, assignee, from, to } = filters;
  const assigneeName =
    assignee === "me"
      ? "내 담당"
      : assignee === "none"
        ? "미지정"
        : (assignees.find((a) => String(a.usersId) === assignee)?.name ?? assignee);
  const chip = (label: string, ...drop: (keyof Filters)[]) => {
    const kept = Object.entries(filters).filter(([k]) => !drop.includes(k as keyof Filters));
    return { label, without: `?${new URLSearchParams(kept as [string, string][])}` };
  };
  return [
    status && chip(`상태 ${status}`, "status"),
    inquiryType && chip(`유형 ${INQUIRY_TYPE_LABELS[inquiryType as InquiryType] ?? inquiryType}`, "inquiryType"),
    manuName && chip(`제조사 ${manuName}`, "manuName"),
    assignee && chip(`담당자 ${assigneeName}`, "assignee"),
    (from || to) && chip(`기간 ${from ?? ""} ~ ${to ?? ""}`.trim(), "from", "to"),
  ].filter((c): c is { label: string; without: string } => Boolean(c));
}

/**
 * The inbox's GET form. On a phone (≤ 640 px) all but the keyword fold behind 필터 (n), the filters
 * set named below it, so the list comes first (decision 117); wider, the button and names are not
 * shown and the fields always are. 검색 folds them again (the form is also keyed by the filters).
 */
function InboxFilters({
  filters,
  manuNames,
  assignees,
}: {
  filters: Filters;
  manuNames: string[];
  assignees: Assignees;
}) {
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  const chips = filterChips(filters, assignees);
  return (
    <Form
      method="get"
      className={`inbox-filters${open ? " open" : ""}`}
      role="search"
      aria-label="문의 검색"
      onSubmit={() => setOpen(false)}
      // A folded date the browser refuses (an end before the start in the address) is shown.
      onInvalidCapture={() => setOpen(true)}
    >
      <div className="inbox-filter-bar">
        <label className="inbox-keyword">
          <span>검색어</span>
          <input
            type="search"
            name="searchKeyword"
            defaultValue={filters.searchKeyword}
            maxLength={SEARCH_KEYWORD_MAX}
            placeholder="제목, 작성자, 연락처, 내용"
            enterKeyHint="search"
          />
        </label>
        <button
          type="button"
          className="btn inbox-filter-toggle"
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={() => setOpen(!open)}
        >
          {chips.length > 0 ? `필터 (${chips.length})` : "필터"}
        </button>
      </div>
      {chips.length > 0 ? (
        <ul className="inbox-filter-chips" aria-label="적용된 필터">
          {chips.map((chip) => (
            <li key={chip.label}>
              {/* Named by its text, not aria-label: the fields' labels stay the only ones with their names. */}
              <Link to={chip.without}>
                <span className="inbox-chip">
                  {`${chip.label} `}
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden"> 필터 해제</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div id={fieldsId} className="inbox-filter-fields">
        <label>
          <span>상태</span>
          <select name="status" defaultValue={filters.status ?? ""}>
            <option value="">전체</option>
            {INQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
            <option value={NOT_DONE}>미완료 (신규·처리중)</option>
          </select>
        </label>
        <label>
          <span>유형</span>
          <select name="inquiryType" defaultValue={filters.inquiryType ?? ""}>
            <option value="">전체</option>
            {INQUIRY_TYPES.map((t) => (
              <option key={t} value={t}>
                {INQUIRY_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>제조사</span>
          <select name="manuName" defaultValue={filters.manuName ?? ""}>
            <option value="">전체</option>
            {manuNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>담당자</span>
          <select name="assignee" defaultValue={filters.assignee ?? ""}>
            <option value="">전체</option>
            <option value="me">내 담당</option>
            <option value="none">미지정</option>
            <AssigneeOptions assignees={assignees} />
          </select>
        </label>
        <FilterEnd
          from={filters.from}
          to={filters.to}
          resetTo="/admin/inquiry"
          filtered={Object.keys(filters).length > 0}
          actionsClass="inbox-filter-actions"
        />
      </div>
    </Form>
  );
}

export default function AdminInquiryList() {
  const { page, filters, data, manuNames, assignees } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const rows = data?.content ?? [];
  const filtered = Object.keys(filters).length > 0;
  const selection = useRowSelection(rows, (r) => r.inquiryId, data);
  // An inquiry opened from here returns to this list as it is now (decision 115).
  const origin = useListOrigin();
  const today = serverToday();
  return (
    <section className="admin-card" aria-labelledby="inquiry-title">
      <div className="card-head">
        <h1 id="inquiry-title">문의 관리</h1>
        <div className="card-actions">
          {data ? (
            <p className="misc-count">{filtered ? `검색 결과 ${countText(data)}` : `전체 ${countText(data)}`}</p>
          ) : null}
          <ExportButton filters={filters} />
          <DeleteSelectedButton
            chosen={selection.chosen}
            emptiesPage={rows.length > 0 && selection.chosen.length === rows.length}
          />
        </div>
      </div>
      {/* key: a back or forward navigation shows the URL's filters in the fields again. */}
      <InboxFilters key={JSON.stringify(filters)} filters={filters} manuNames={manuNames} assignees={assignees} />
      <table className="admin-table stack-table inbox-table">
        <caption className="visually-hidden">
          문의 목록 (굵은 글씨는 아직 읽지 않은 문의, 행을 누르면 상세 보기)
        </caption>
        <thead>
          <tr>
            <SelectAllOf selection={selection} />
            <th scope="col" className="num">
              No
            </th>
            <th scope="col">상태</th>
            <th scope="col">제목</th>
            <th scope="col">작성자</th>
            <th scope="col">제조사</th>
            <th scope="col">담당자</th>
            <th scope="col" className="date">
              등록일
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8} className="admin-empty">
                {!data
                  ? "문의 목록을 불러오지 못했습니다."
                  : filtered
                    ? "조건에 맞는 문의가 없습니다."
                    : "접수된 문의가 없습니다."}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr
                key={row.inquiryId}
                className={`clickable${row.readAt ? "" : " unread"}${selection.selected.has(row.inquiryId) ? " selected" : ""}`}
                onClick={(e) => {
                  // The title link and the check box handle their own clicks (and the keyboard); the
                  // rest of the row follows the link.
                  if (!(e.target as HTMLElement).closest("a, td.check"))
                    navigate(`/admin/inquiry/${row.inquiryId}`, { state: origin });
                }}
              >
                <RowCheckCell selection={selection} id={row.inquiryId} label={row.title || "제목 없음"} />
                <td className="num">{data ? rowNumber(data, i) : ""}</td>
                <td className="status">
                  <StatusBadge status={row.status} />
                </td>
                <td className="title">
                  <Link to={`/admin/inquiry/${row.inquiryId}`} state={origin}>
                    {row.readAt ? null : <span className="visually-hidden">읽지 않음 </span>}
                    {row.title ? <Marked text={row.title} keyword={filters.searchKeyword} /> : "제목 없음"}
                  </Link>
                  {/* The same phone number asked before (decision 070): the detail lists what. */}
                  <TypeMark inquiryType={row.inquiryType} />
                  {row.repeatCustomer ? <span className="inquiry-repeat">재문의</span> : null}
                  {/* The next visit still to come (decision 088): the detail lists them all. */}
                  <VisitMark startTime={row.nextVisit} />
                </td>
                <td className="writer">
                  <Marked text={row.writer ?? ""} keyword={filters.searchKeyword} />
                </td>
                <td className="maker">{row.manuName}</td>
                <td className="assignee">{row.assignee}</td>
                <td className="date">
                  {/* Today's arrive by the hour: which came first this morning. */}
                  {ymd(row.createAt) === today ? `오늘 ${row.createAt?.slice(11, 16)}` : ymd(row.createAt)}
                  <WaitingMark status={row.status} createAt={row.createAt} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pager
        page={page}
        totalPages={data?.totalPages ?? 0}
        totalAtLeast={data?.totalAtLeast}
        label="문의 목록 페이지"
      />
    </section>
  );
}
