// /admin/audit "활동 기록" (issue 12, decision 033): who did what and when, administrators only.
// The filters live in the URL (a GET form), so a filtered view can be reloaded and shared.
import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Form, useLoaderData } from "@remix-run/react";
import { FilterEnd } from "~/admin/shared/filters";
import { Pager } from "~/admin/shared/Pager";
import { client, data } from "~/admin/shared/rpc";
import { LoadingCard, orNull, pageOf } from "~/admin/shared/screen";
import { ACTION_LABEL, actorLabel, describeDetail, describeTarget, RESOURCE_LABEL } from "./labels";

export const meta: MetaFunction = () => [{ title: "활동 기록 | 관리자" }];

const PAGE_SIZE = 20;
const FILTERS = ["actor", "action", "resource", "from", "to"] as const;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = Object.fromEntries(FILTERS.map((k) => [k, params.get(k)?.trim() ?? ""])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = pageOf(request);
  const query = { ...filter, page: String(page), size: String(PAGE_SIZE) };
  const [list, actors] = await Promise.all([
    orNull(data(client.api.admin.audit.$get({ query }))),
    orNull(data(client.api.admin.audit.actors.$get())),
  ]);
  return { page, filter, list, actors: actors ?? [] };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="활동 기록" text="활동 기록을 불러오는 중…" />;

export default function AuditScreen() {
  const { page, filter, list, actors } = useLoaderData<typeof clientLoader>();
  const rows = list?.content ?? [];
  const filtered = FILTERS.some((k) => filter[k]);
  return (
    <section className="admin-card" aria-labelledby="audit-title">
      <div className="card-head">
        <h1 id="audit-title">활동 기록</h1>
        {list ? <p className="misc-count">전체 {list.totalElements}건</p> : null}
      </div>
      <p className="hint audit-retention">기록은 2년간 보관되며, 그보다 오래된 기록은 자동으로 삭제됩니다.</p>

      {/* Keyed by the filters, so 초기화 or the back button also resets the fields. */}
      <Form
        key={JSON.stringify(filter)}
        method="get"
        className="audit-filters"
        role="search"
        aria-label="활동 기록 검색"
      >
        <Choice label="사용자" name="actor" value={filter.actor} options={actors.map((a) => [a, a])} />
        <Choice label="작업" name="action" value={filter.action} options={Object.entries(ACTION_LABEL)} />
        <Choice label="대상" name="resource" value={filter.resource} options={Object.entries(RESOURCE_LABEL)} />
        <FilterEnd
          from={filter.from}
          to={filter.to}
          resetTo="/admin/audit"
          filtered={filtered}
          actionsClass="audit-filter-actions"
        />
      </Form>

      <table className="admin-table stack-table audit-table">
        <caption className="visually-hidden">활동 기록 목록 (최근 순)</caption>
        <thead>
          <tr>
            <th scope="col" className="date">
              일시
            </th>
            <th scope="col">사용자</th>
            <th scope="col">작업</th>
            <th scope="col">대상</th>
            <th scope="col">내용</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="admin-empty">
                {filtered ? "조건에 맞는 기록이 없습니다." : "기록이 없습니다."}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.auditId}>
                <td className="date">{row.at.replace("T", " ")}</td>
                <td className="writer">{actorLabel(row)}</td>
                <td className="title">{ACTION_LABEL[row.action] ?? row.action}</td>
                <td className="audit-target">{describeTarget(row)}</td>
                <td className="audit-detail">{describeDetail(row)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pager page={page} totalPages={list?.totalPages ?? 0} label="활동 기록 페이지" />
    </section>
  );
}

/** One filter: "전체" (no filter) and the given [value, label] pairs. */
function Choice(props: { label: string; name: string; value: string; options: [string, string][] }) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value}>
        <option value="">전체</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
