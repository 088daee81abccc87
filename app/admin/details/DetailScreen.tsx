import type { MetaFunction } from "@remix-run/cloudflare";
import { useCallback, useEffect, useId, useState } from "react";
import { notifyFailure } from "~/admin/shared/api";
import { busyProps, useBusy } from "~/admin/shared/form";
import { client, data, text } from "~/admin/shared/rpc";
import { CheckCell, MessageRow, SelectAllCell } from "~/admin/shared/table";
import { notify } from "~/components/notify";
import { useTickets } from "~/lib/tickets";
import { josa } from "../../../functions/lib/korean";

export const meta: MetaFunction = () => [{ title: "제품 상세 관리 | 관리자" }];

// Product detail management (SPEC §2 "Detail management", §5, §7; API-SHAPES §4): glass specs
// and item types, each a table whose ticked rows become editable.

interface Row {
  id: number;
  name: string;
}

interface Kind {
  key: "glass" | "type";
  title: string;
  /** Column heading and input label. */
  label: string;
  list: () => Promise<Row[]>;
  update: (row: Row) => Promise<string>;
  create: (name: string) => Promise<string>;
  remove: (ids: number[]) => Promise<string>;
  blankMessage: string;
}

const KINDS: Record<Kind["key"], Kind> = {
  glass: {
    key: "glass",
    title: "유리 사양 관리",
    label: "유리 사양",
    list: async () =>
      (await data(client.api.admin.glass.$get())).map((g) => ({
        id: g.glassSpecId,
        name: g.glassSpecSize,
      })),
    update: (row) =>
      text(client.api.admin.glass.update.$post({ json: { glassSpecId: row.id, updateGlassSize: row.name } })),
    create: (name) => text(client.api.admin.glass.$post({ query: { newGlassSpec: name } })),
    remove: (ids) => text(client.api.admin.glass.$delete({ query: { deletedIds: ids.map(String) } })),
    blankMessage: "유리 사양을 입력해주세요.",
  },
  type: {
    key: "type",
    title: "제품 타입 관리",
    label: "제품 타입",
    list: async () =>
      (await data(client.api.admin.type.$get())).map((t) => ({
        id: t.itemTypeId,
        name: t.itemTypeName,
      })),
    update: (row) => text(client.api.admin.type.update.$post({ json: { itemTypeId: row.id, itemTypeName: row.name } })),
    create: (name) => text(client.api.admin.type.$post({ query: { itemTypeName: name } })),
    remove: (ids) => text(client.api.admin.type.$delete({ query: { itemTypeIds: ids.map(String) } })),
    // SPEC §5 gives this one without a final period.
    blankMessage: "제품 타입을 입력해주세요",
  },
};

export default function AdminDetail() {
  const [kindKey, setKindKey] = useState<Kind["key"]>("glass");
  const kind = KINDS[kindKey];
  return (
    <section className="admin-card" aria-labelledby="detail-title">
      <div className="card-head">
        <h1 id="detail-title">제품 상세 관리</h1>
        <div className="card-actions">
          {Object.values(KINDS).map((k) => (
            <button
              key={k.key}
              type="button"
              className={k.key === kindKey ? "btn btn-primary" : "btn"}
              aria-pressed={k.key === kindKey}
              onClick={() => setKindKey(k.key)}
            >
              {k.title}
            </button>
          ))}
        </div>
      </div>
      {/* A fresh table per kind: ticks, edits and new rows never carry over. */}
      <DetailTable key={kind.key} kind={kind} />
    </section>
  );
}

interface NewRow {
  key: number;
  value: string;
}

function DetailTable({ kind }: { kind: Kind }) {
  const headingId = useId();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [ticked, setTicked] = useState<Record<number, string>>({});
  const [newRows, setNewRows] = useState<NewRow[]>([]);
  const { busy, run } = useBusy();

  const requests = useTickets();
  const load = useCallback(async () => {
    const current = requests.take();
    try {
      const list = await kind.list();
      if (!current()) return;
      setRows(list);
      setLoadFailed(false);
    } catch {
      if (!current()) return;
      setRows([]);
      setLoadFailed(true);
    }
  }, [kind, requests]);

  useEffect(() => {
    void load();
  }, [load]);

  // After a write the table starts over from the server's rows. The first load does not clear
  // anything: a new row added while the list was still loading keeps what was typed into it.
  async function reload() {
    await load();
    setTicked({});
    setNewRows([]);
  }

  function toggle(row: Row, on: boolean) {
    setTicked((prev) => {
      const next = { ...prev };
      if (on) next[row.id] = row.name;
      else delete next[row.id];
      return next;
    });
  }

  const tickedIds = Object.keys(ticked).map(Number);
  const allTicked = rows !== null && rows.length > 0 && tickedIds.length === rows.length;

  const edit = () =>
    run(async () => {
      if (tickedIds.length === 0) {
        notify("수정할 항목을 선택해주세요.", "alert");
        return;
      }
      if (tickedIds.some((id) => !ticked[id]?.trim())) {
        notify(kind.blankMessage, "alert");
        return;
      }
      if (!window.confirm("수정하시겠습니까?")) {
        notify("취소 되었습니다.");
        return;
      }
      try {
        let message = "";
        for (const id of tickedIds) message = await kind.update({ id, name: ticked[id]?.trim() ?? "" });
        notify(message);
      } catch (error) {
        notifyFailure(error);
      }
      await reload();
    });

  const register = () =>
    run(async () => {
      if (newRows.some((r) => !r.value.trim())) {
        notify(kind.blankMessage, "alert");
        return;
      }
      try {
        let message = "";
        for (const r of newRows) message = await kind.create(r.value.trim());
        notify(message);
      } catch (error) {
        notifyFailure(error);
      }
      await reload();
    });

  const remove = () =>
    run(async () => {
      if (tickedIds.length === 0) {
        notify("삭제할 항목을 선택해주세요.", "alert");
        return;
      }
      if (!window.confirm("선택한 항목을 삭제하시겠습니까?")) {
        notify("삭제가 취소 되었습니다.");
        return;
      }
      try {
        await kind.remove(tickedIds);
        notify("삭제되었습니다.");
      } catch (error) {
        notifyFailure(error);
      }
      await reload();
    });

  return (
    <div>
      <div className="card-head">
        <h2 id={headingId}>{kind.title}</h2>
        <div className="card-actions">
          <button type="button" className="btn" {...busyProps(busy, edit)}>
            수정
          </button>
          <button
            type="button"
            className="btn"
            {...busyProps(busy, () => setNewRows((prev) => [...prev, { key: Date.now() + prev.length, value: "" }]))}
          >
            새 행 추가
          </button>
          {newRows.length > 0 ? (
            <button type="button" className="btn btn-primary" {...busyProps(busy, register)}>
              등록
            </button>
          ) : null}
          <button type="button" className="btn btn-danger" {...busyProps(busy, remove)}>
            삭제
          </button>
        </div>
      </div>
      <p className="misc-hint">선택한 행은 바로 수정할 수 있습니다. 수정 후 수정 버튼을 누르세요.</p>
      <table className="admin-table fit-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <SelectAllCell
              checked={allTicked}
              disabled={!rows?.length}
              onChange={(on) => setTicked(on ? Object.fromEntries((rows ?? []).map((r) => [r.id, r.name])) : {})}
            />
            <th scope="col" className="num">
              No
            </th>
            <th scope="col">{kind.label}</th>
          </tr>
        </thead>
        <tbody>
          {rows === null ? (
            <MessageRow colSpan={3} loading>
              불러오는 중…
            </MessageRow>
          ) : rows.length === 0 && newRows.length === 0 ? (
            <MessageRow colSpan={3}>
              {loadFailed
                ? `${kind.label} 목록을 불러오지 못했습니다.`
                : `등록된 ${josa(kind.label, "이/가")} 없습니다. 새 행 추가로 등록하세요.`}
            </MessageRow>
          ) : (
            rows.map((row, i) => {
              const editing = row.id in ticked;
              return (
                <tr key={row.id}>
                  <CheckCell label={`${row.name} 선택`} checked={editing} onChange={(on) => toggle(row, on)} />
                  <td className="num">{i + 1}</td>
                  <td>
                    {editing ? (
                      <input
                        type="text"
                        aria-label={`${kind.label} ${i + 1} 수정`}
                        value={ticked[row.id] ?? ""}
                        maxLength={50}
                        onChange={(e) => {
                          const value = e.target.value;
                          setTicked((prev) => ({ ...prev, [row.id]: value }));
                        }}
                      />
                    ) : (
                      row.name
                    )}
                  </td>
                </tr>
              );
            })
          )}
          {newRows.map((r, i) => (
            <tr key={r.key} className="misc-new-row">
              <td className="misc-check" />
              <td className="num">새 행</td>
              <td>
                <input
                  type="text"
                  aria-label={newRows.length > 1 ? `새 ${kind.label} ${i + 1}` : `새 ${kind.label}`}
                  value={r.value}
                  maxLength={50}
                  // biome-ignore lint/a11y/noAutofocus: the row was just added on purpose; typing starts there.
                  autoFocus
                  onChange={(e) => {
                    const value = e.target.value;
                    setNewRows((prev) => prev.map((p) => (p.key === r.key ? { ...p, value } : p)));
                  }}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") void register();
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
