// /admin/settings/banner (issue 12, decision 031): the home carousel's 1–5 slides. Each write
// answers the whole list, which replaces the screen's; the public home page is fresh at once.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useId, useState } from "react";
import { busyProps } from "~/admin/shared/form";
import { client, data } from "~/admin/shared/rpc";
import { BANNER_MAX, SITE_MEDIA_MESSAGES, slideCreateSchema, slideUpdateSchema } from "~/admin/shared/schemas";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { notify } from "~/components/notify";
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

export const meta: MetaFunction = () => [{ title: "배너 설정 | 관리자" }];

const banner = client.api.admin.settings.banner;

export async function clientLoader() {
  return { slides: await orNull(data(banner.$get())) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="배너" text="배너 목록을 불러오는 중…" />;

type Slide = NonNullable<Awaited<ReturnType<typeof clientLoader>>["slides"]>[number];

/** The fields a save sends, from a slide (or empty for a new one). */
function fieldsOf(slide: Slide | null) {
  return {
    headline: slide?.headline ?? "",
    description: slide?.description ?? "",
    imageAlt: slide?.imageAlt ?? "",
    linkUrl: slide?.linkUrl ?? "",
    enabled: slide?.enabled ?? true,
    startDate: slide?.startDate ?? "",
    endDate: slide?.endDate ?? "",
  };
}
type Fields = ReturnType<typeof fieldsOf>;

const period = (s: Slide) =>
  s.startDate || s.endDate ? `${s.startDate ?? "처음부터"} ~ ${s.endDate ?? "계속"}` : "기간 제한 없음";

export default function BannerSettingsScreen() {
  const { list: slides, busy, write } = useMediaList(useLoaderData<typeof clientLoader>().slides);
  const [editing, setEditing] = useState<Slide | "new" | null>(null);

  const toggle = (s: Slide) =>
    write(
      // As the list shows it: a slide changed elsewhere meanwhile is not put back (decision 098).
      data(banner.update.$post({ json: { ...fieldsOf(s), slideId: s.slideId, enabled: !s.enabled } }, asShown(s.rev))),
      s.enabled ? `"${s.headline}" 배너를 껐습니다.` : `"${s.headline}" 배너를 켰습니다.`,
    );

  function remove(s: Slide) {
    if (!confirmDelete(s.headline)) return;
    write(data(banner.$delete({ query: { id: String(s.slideId) } }, asShown(s.rev))), SITE_MEDIA_MESSAGES.deleted);
  }

  function add() {
    if ((slides?.length ?? 0) >= BANNER_MAX) notify(SITE_MEDIA_MESSAGES.bannerLimit, "alert");
    else setEditing("new");
  }

  return (
    <MediaSettingsCard
      heading="배너"
      headingId="banner-title"
      addLabel="배너 추가"
      onAdd={add}
      hint={`홈 화면 상단에 5초마다 바뀌며 보입니다. 최대 ${BANNER_MAX}개, 켜 둔 배너 중 게시 기간에 든 것만 순서대로 보입니다.`}
      entries={slides}
      failed="배너 목록을 불러오지 못했습니다."
      entryOf={(s) => ({ id: s.slideId, imageName: s.imageName, title: s.headline })}
      empty="등록된 배너가 없습니다. 홈 화면에는 소개 문구부터 보입니다."
      busy={busy}
      onMove={(ids) => write(data(banner.order.$post({ json: { ids } })), SITE_MEDIA_MESSAGES.reordered)}
      onEdit={setEditing}
      onDelete={remove}
      details={(s) => (
        <>
          <p className="media-meta">
            {period(s)}
            {s.mobileImageName ? " · 모바일 이미지 있음" : ""}
          </p>
          <label className="media-switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={s.enabled}
              checked={s.enabled}
              {...busyProps<HTMLInputElement>(busy)}
              aria-label={`${s.headline} 사용`}
              onChange={() => busy || toggle(s)}
            />{" "}
            {s.enabled ? "사용 중" : "사용 안 함"}
          </label>
        </>
      )}
      editor={
        editing ? (
          <SlideForm
            slide={editing === "new" ? null : editing}
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

function SlideForm({
  slide,
  saving,
  onClose,
  onSave,
}: {
  slide: Slide | null;
  saving: boolean;
  onClose: () => void;
  onSave: SaveEntry<Slide>;
}) {
  const id = useId();
  const { revision, errors, save } = useEntrySave(slide, onSave);
  const [fields, setFields] = useState<Fields>(fieldsOf(slide));
  const [uploadId, setUploadId] = useState<string | undefined>();
  const [mobileUploadId, setMobileUploadId] = useState<string | undefined>();
  const [removeMobileImage, setRemoveMobileImage] = useState(false);
  const set = (next: Partial<Fields>) => setFields((prev) => ({ ...prev, ...next }));
  const { uploading, track } = useUploads();
  const [loaded] = useState(() => JSON.stringify(fieldsOf(slide)));
  const dirty =
    JSON.stringify(fields) !== loaded || Boolean(uploadId || mobileUploadId) || removeMobileImage || uploading;

  function submit() {
    const json = { ...fields, uploadId, mobileUploadId };
    save(
      slide
        ? slideUpdateSchema.safeParse({ ...json, slideId: slide.slideId, removeMobileImage })
        : slideCreateSchema.safeParse(json),
      (shown, ifMatch) =>
        data(banner.update.$post({ json: { ...json, slideId: shown.slideId, removeMobileImage } }, ifMatch)),
      () => data(banner.$post({ json: { ...json, uploadId: uploadId ?? "" } })),
    );
  }

  const text = (key: "headline" | "imageAlt" | "linkUrl", label: string, required: boolean, hint?: string) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      value={fields[key]}
      required={required}
      hint={hint}
      error={errors[key]}
      onChange={(v) => set({ [key]: v })}
    />
  );

  const date = (key: "startDate" | "endDate", label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="date"
        value={fields[key]}
        aria-invalid={errors[key] ? true : undefined}
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </div>
  );

  return (
    <FormModal
      id={id}
      title={slide ? "배너 수정" : "배너 추가"}
      saving={saving}
      uploading={uploading}
      dirty={dirty}
      onClose={onClose}
      onSubmit={submit}
      revision={revision}
    >
      <ImageField
        id={`${id}-image`}
        purpose="BANNER"
        hint="가로형 1600×700 권장"
        current={slide?.imageName ?? null}
        error={errors.uploadId}
        onStaged={setUploadId}
        onUploading={track("image")}
      />
      <ImageField
        id={`${id}-mobile`}
        purpose="BANNER"
        label="모바일 이미지"
        optional
        hint="휴대폰(화면 폭 480px 미만)에서 대신 보입니다. 정사각형(예: 1000×1000) 권장"
        current={removeMobileImage ? null : (slide?.mobileImageName ?? null)}
        error={errors.mobileUploadId}
        onUploading={track("mobile")}
        onStaged={(staged) => {
          setMobileUploadId(staged);
          if (staged) setRemoveMobileImage(false);
        }}
      />
      {slide?.mobileImageName && !mobileUploadId ? (
        <label className="media-switch">
          <input type="checkbox" checked={removeMobileImage} onChange={(e) => setRemoveMobileImage(e.target.checked)} />{" "}
          모바일 이미지 삭제 (휴대폰에도 기본 이미지가 보입니다)
        </label>
      ) : null}
      {text("imageAlt", "이미지 설명 (화면 낭독기용)", true)}
      {text("headline", "제목", true)}
      <label htmlFor={`${id}-description`}>설명</label>
      <textarea
        id={`${id}-description`}
        rows={3}
        value={fields.description}
        aria-invalid={errors.description ? true : undefined}
        aria-describedby={errors.description ? `${id}-description-error` : undefined}
        onChange={(e) => set({ description: e.target.value })}
      />
      {errors.description ? (
        <p id={`${id}-description-error`} className="field-error">
          {errors.description}
        </p>
      ) : null}
      {text("linkUrl", "링크", false, "예: /inquiryForm 또는 https://… (비워 두면 링크 없음)")}
      <div className="media-dates">
        {date("startDate", "게시 시작일")}
        {date("endDate", "게시 종료일")}
      </div>
      {errors.startDate || errors.endDate ? <p className="field-error">{errors.startDate ?? errors.endDate}</p> : null}
      <label className="media-switch">
        <input type="checkbox" checked={fields.enabled} onChange={(e) => set({ enabled: e.target.checked })} /> 사용
      </label>
    </FormModal>
  );
}
