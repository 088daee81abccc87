// /admin/settings/logos (issue 12, decision 031): the footer's partner and certification logos,
// each an image, a name (its alt text) and an optional link, in order.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useId, useState } from "react";
import { client, data } from "~/admin/shared/rpc";
import { logoCreateSchema, logoUpdateSchema, SITE_MEDIA_MESSAGES } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import {
  asShown,
  confirmDelete,
  FormModal,
  ImageField,
  MediaSettingsCard,
  type SaveEntry,
  TextField,
  useEntrySave,
  useMediaList,
  useUploads,
} from "./MediaList";

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
    <MediaSettingsCard
      heading="하단 로고"
      headingId="logos-title"
      addLabel="로고 추가"
      onAdd={() => setEditing("new")}
      hint="모든 페이지 하단에 순서대로 보입니다. 이름은 이미지의 대체 텍스트가 됩니다."
      entries={list}
      failed="로고 목록을 불러오지 못했습니다."
      entryOf={(l) => ({ id: l.logoId, imageName: l.imageName, title: l.name })}
      empty="등록된 로고가 없습니다."
      busy={busy}
      onMove={(ids) => write(data(logos.order.$post({ json: { ids } })), SITE_MEDIA_MESSAGES.reordered)}
      onEdit={setEditing}
      onDelete={remove}
      details={(l) => <p className="media-meta">{l.linkUrl ?? "링크 없음"}</p>}
      editor={
        editing ? (
          <LogoForm
            logo={editing === "new" ? null : editing}
            saving={busy}
            onClose={() => setEditing(null)}
            onSave={async (call, done, onStale) => {
              if (await write(call, done, onStale)) setEditing(null);
            }}
          />
        ) : null
      }
    />
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
  onSave: SaveEntry<Logo>;
}) {
  const id = useId();
  const { revision, errors, save } = useEntrySave(logo, onSave);
  const [name, setName] = useState(logo?.name ?? "");
  const [linkUrl, setLinkUrl] = useState(logo?.linkUrl ?? "");
  const [uploadId, setUploadId] = useState<string | undefined>();
  const { uploading, track } = useUploads();
  const dirty = name !== (logo?.name ?? "") || linkUrl !== (logo?.linkUrl ?? "") || Boolean(uploadId) || uploading;

  function submit() {
    const json = { name, linkUrl, uploadId };
    save(
      logo ? logoUpdateSchema.safeParse({ ...json, logoId: logo.logoId }) : logoCreateSchema.safeParse(json),
      (shown, ifMatch) => data(logos.update.$post({ json: { ...json, logoId: shown.logoId } }, ifMatch)),
      () => data(logos.$post({ json: { ...json, uploadId: uploadId ?? "" } })),
    );
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
      revision={revision}
    >
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
