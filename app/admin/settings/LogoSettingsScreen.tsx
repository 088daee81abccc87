// /admin/settings/logos (issue 12, decision 031): the footer's partner and certification logos,
// each an image, a name (its alt text) and an optional link, in order.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useId, useState } from "react";
import type { ApiError } from "~/admin/shared/api";
import { EditConflictNotice, useEditRevision } from "~/admin/shared/editConflict";
import { client, data } from "~/admin/shared/rpc";
import { logoCreateSchema, logoUpdateSchema, SITE_MEDIA_MESSAGES } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import {
  asShown,
  confirmDelete,
  FormModal,
  formProblems,
  GONE_ENTRY_HINT,
  ImageField,
  MediaList,
  STALE_ENTRY_HINT,
  TextField,
  useMediaList,
  useUploads,
} from "./MediaList";
import { SettingsTabs } from "./SettingsTabs";

export const meta: MetaFunction = () => [{ title: "하단 로고 설정 | 관리자" }];

const logos = client.api.admin.settings.logos;

export async function clientLoader() {
  return { logos: await orNull(data(logos.$get())) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="하단 로고" text="로고 목록을 불러오는 중…" />;

type Logo = NonNullable<Awaited<ReturnType<typeof clientLoader>>["logos"]>[number];

export default function LogoSettingsScreen() {
  const { list, busy, write } = useMediaList(useLoaderData<typeof clientLoader>().logos);
  const [editing, setEditing] = useState<Logo | "new" | null>(null);

  function remove(logo: Logo) {
    if (!confirmDelete(logo.name)) return;
    write(data(logos.$delete({ query: { id: String(logo.logoId) } }, asShown(logo.rev))), SITE_MEDIA_MESSAGES.deleted);
  }

  return (
    <section className="admin-card" aria-labelledby="settings-title">
      {/* As on every settings screen: 설정 and its tabs stay where they are when the tab changes. */}
      <div className="card-head">
        <h1 id="settings-title">설정</h1>
      </div>
      <SettingsTabs />
      <div className="card-head">
        <h2 id="logos-title">하단 로고</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
          로고 추가
        </button>
      </div>
      <p className="hint">모든 페이지 하단에 순서대로 보입니다. 이름은 이미지의 대체 텍스트가 됩니다.</p>
      {list ? (
        <MediaList
          entries={list}
          entryOf={(l) => ({ id: l.logoId, imageName: l.imageName, title: l.name })}
          empty="등록된 로고가 없습니다."
          busy={busy}
          onMove={(ids) => write(data(logos.order.$post({ json: { ids } })), SITE_MEDIA_MESSAGES.reordered)}
          onEdit={setEditing}
          onDelete={remove}
          details={(l) => <p className="media-meta">{l.linkUrl ?? "링크 없음"}</p>}
        />
      ) : (
        <p className="admin-empty">로고 목록을 불러오지 못했습니다.</p>
      )}
      {editing ? (
        <LogoForm
          logo={editing === "new" ? null : editing}
          saving={busy}
          onClose={() => setEditing(null)}
          onSave={async (call, done, onStale) => {
            if (await write(call, done, onStale)) setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}

function LogoForm({
  logo,
  saving,
  onClose,
  onSave,
}: {
  logo: Logo | null;
  saving: boolean;
  onClose: () => void;
  onSave: (call: Promise<Logo[]>, done: string, onStale: (error: ApiError) => void) => Promise<void>;
}) {
  const id = useId();
  const stale = useEditRevision(logo ? `"r${logo.rev}"` : null);
  const [name, setName] = useState(logo?.name ?? "");
  const [linkUrl, setLinkUrl] = useState(logo?.linkUrl ?? "");
  const [uploadId, setUploadId] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { uploading, track } = useUploads();
  const dirty = name !== (logo?.name ?? "") || linkUrl !== (logo?.linkUrl ?? "") || Boolean(uploadId) || uploading;

  function submit() {
    const json = { name, linkUrl, uploadId };
    const checked = logo
      ? logoUpdateSchema.safeParse({ ...json, logoId: logo.logoId })
      : logoCreateSchema.safeParse(json);
    if (!checked.success) {
      setErrors(formProblems(checked.error.issues));
      return;
    }
    setErrors({});
    const tag = stale.ifMatch();
    void onSave(
      logo
        ? data(logos.update.$post({ json: { ...json, logoId: logo.logoId } }, asShown(tag ?? "*")))
        : data(logos.$post({ json: { ...json, uploadId: uploadId ?? "" } })),
      logo ? SITE_MEDIA_MESSAGES.updated : SITE_MEDIA_MESSAGES.created,
      stale.caught,
    );
  }

  /** 내 내용으로 저장: the same fields again, over the revision stored now. */
  function overwrite() {
    stale.overwrite();
    submit();
  }

  return (
    <FormModal
      id={id}
      title={logo ? "로고 수정" : "로고 추가"}
      saving={saving}
      uploading={uploading}
      dirty={dirty}
      onClose={onClose}
      onSubmit={submit}
    >
      {stale.conflict ? (
        <EditConflictNotice
          conflict={stale.conflict}
          hint={STALE_ENTRY_HINT}
          goneHint={GONE_ENTRY_HINT}
          busy={false}
          onOverwrite={overwrite}
        />
      ) : null}
      <ImageField
        id={`${id}-image`}
        purpose="LOGO"
        hint="120×48 칸에 맞춰 보입니다. 가로 240×96 권장"
        current={logo?.imageName ?? null}
        error={errors.uploadId}
        onStaged={setUploadId}
        onUploading={track("image")}
      />
      <TextField id={`${id}-name`} label="이름" value={name} required error={errors.name} onChange={setName} />
      <TextField
        id={`${id}-link`}
        label="링크"
        value={linkUrl}
        hint="예: https://… (비워 두면 링크 없음)"
        error={errors.linkUrl}
        onChange={setLinkUrl}
      />
    </FormModal>
  );
}
