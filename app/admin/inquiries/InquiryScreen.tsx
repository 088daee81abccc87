import type { MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { InquiryWorkflow } from "~/admin/inquiries/InquiryWorkflow";
import { StatusBadge } from "~/admin/inquiries/StatusBadge";
import { download, fetchBlob, notifyFailure } from "~/admin/shared/api";
import { useCarriedList, useListHref } from "~/admin/shared/backToList";
import { busyProps, useBusy } from "~/admin/shared/form";
import { Modal } from "~/admin/shared/Modal";
import { client, data, dataAndRevision, type InferResponseType } from "~/admin/shared/rpc";
import { LoadingCard, orNull } from "~/admin/shared/screen";
import { ymd } from "~/admin/shared/types";
import { flash, notify } from "~/components/notify";
import { dayLabel, minuteText } from "../../../functions/lib/dates";
import { INQUIRY_TYPE_LABELS, SAME_CUSTOMER_MAX } from "../../../functions/schemas/inquiryRules";

export const meta: MetaFunction = () => [{ title: "문의 상세 | 관리자" }];

// Inquiry detail (SPEC §2, API-SHAPES §8): the visitor's data, HTML content, attachments with
// preview (images and pdf) and download under the original name, and delete; then the workflow
// (status, memos, answer, visit; decision 032).

type Inquiry = InferResponseType<typeof client.api.admin.inquiry.detail.$get>;
type InquiryFile = Inquiry["inquiryFiles"][number];

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const [loaded, assignees] = await Promise.all([
    orNull(dataAndRevision(client.api.admin.inquiry.detail.$get({ query: { inquiryId: params.id ?? "" } }))),
    orNull(data(client.api.admin.inquiry.assignees.$get())),
  ]);
  // The revision (ETag) is the memo history the memo form writes after (decision 074).
  return { inquiry: loaded?.data ?? null, revision: loaded?.revision ?? null, assignees: assignees ?? [] };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = () => <LoadingCard title="문의 상세" text="문의를 불러오는 중…" />;

const PREVIEWABLE = /\.(jpe?g|png|gif|webp|pdf)$/i;
const isPdf = (name: string) => /\.pdf$/i.test(name);

/** Keeps only digits, + and the dash for a tel: link. */
const telHref = (tel: string) => `tel:${tel.replace(/[^0-9+-]/g, "")}`;

/**
 * 같은 연락처의 문의 (decision 070): what the customer asked before (an A/S after an installation,
 * a second quote), each with its status; the inbox's phone search lists them all.
 */
function SameCustomer({ inquiry }: { inquiry: Inquiry }) {
  const others = inquiry.sameCustomer;
  // 목록 from the other inquiry still returns to the list this one was opened from (decision 115).
  const carried = useCarriedList();
  if (others.length === 0) return null;
  const digits = (inquiry.tel ?? "").replace(/\D/g, "");
  return (
    <section aria-labelledby="same-customer" className="same-customer">
      <h2 id="same-customer" className="misc-subtitle">
        같은 연락처의 다른 문의
      </h2>
      <ul>
        {others.map((o) => (
          <li key={o.inquiryId}>
            <StatusBadge status={o.status} />
            <Link to={`/admin/inquiry/${o.inquiryId}`} state={carried}>
              {o.title || "제목 없음"}
            </Link>
            <time dateTime={o.createAt}>{ymd(o.createAt)}</time>
          </li>
        ))}
      </ul>
      {/* As many as the server lists: there may be more. */}
      {others.length === SAME_CUSTOMER_MAX ? (
        <p className="misc-hint">
          최근 {SAME_CUSTOMER_MAX}건입니다.{" "}
          <Link to={`/admin/inquiry?${new URLSearchParams({ searchKeyword: digits })}`}>문의 관리에서 모두 보기</Link>
        </p>
      ) : null}
    </section>
  );
}

export default function AdminInquiryDetail() {
  const { inquiry, revision, assignees } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const { busy, run } = useBusy();
  // The inbox as it was left, filters and page (decision 115).
  const listHref = useListHref("/admin/inquiry");
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);

  // The object URL of an image preview lives as long as its modal.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  if (!inquiry) {
    return (
      <section className="admin-card">
        <h1>문의 상세</h1>
        <p className="admin-empty">문의를 불러오지 못했습니다.</p>
        <Link to={listHref} className="btn">
          목록
        </Link>
      </section>
    );
  }

  async function openPreview(file: InquiryFile) {
    const pdf = isPdf(file.fileOrgName);
    // A window opened now, inside the click, is not a blocked pop-up; it gets the PDF when it arrives.
    const win = pdf ? window.open("", "_blank") : null;
    try {
      const blob = await fetchBlob(`/api/admin/inquiry/files/preview/${file.fileBoxId}`);
      const url = URL.createObjectURL(blob);
      if (pdf) {
        if (win) win.location.href = url;
        else window.open(url, "_blank");
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        setPreview({ url, name: file.fileOrgName });
      }
    } catch {
      win?.close();
    }
  }

  async function save(file: InquiryFile) {
    try {
      await download(`/api/admin/inquiry/files/download/${file.fileBoxId}`, file.fileOrgName);
    } catch (error) {
      notifyFailure(error);
    }
  }

  async function remove() {
    if (!inquiry) return;
    if (!window.confirm("문의를 삭제하시겠습니까?")) {
      notify("삭제가 취소 되었습니다.");
      return;
    }
    await run(async () => {
      const res = await client.api.admin.inquiry.$delete({ query: { inquiryId: String(inquiry.inquiryId) } });
      const message = await res.text();
      flash(message);
      navigate(listHref);
    });
  }

  const address = [inquiry.addr, inquiry.detailAddr].filter(Boolean).join(" ");
  // The inquiry's own attachments, then those sent with 추가 문의 (decision 103), opened alike.
  const attachments = [
    ...inquiry.inquiryFiles.map((f) => ({ ...f, fromNote: false })),
    ...inquiry.memos.flatMap((m) => m.files.map((f) => ({ ...f, fromNote: true }))),
  ];
  return (
    <section className="admin-card" aria-labelledby="inquiry-detail-title">
      <div className="card-head">
        <h1 id="inquiry-detail-title">{inquiry.title || "제목 없음"}</h1>
        <div className="card-actions">
          {/* For a site visit: the print shows the inquiry, its status and memos, no controls. */}
          <button type="button" className="btn" onClick={() => window.print()}>
            인쇄
          </button>
          <Link to={listHref} className="btn">
            목록
          </Link>
          <button type="button" className="btn btn-danger" {...busyProps(busy, remove)}>
            {busy ? "삭제 중…" : "삭제"}
          </button>
        </div>
      </div>
      <dl className="detail-list">
        <dt>문의 유형</dt>
        <dd>{INQUIRY_TYPE_LABELS[inquiry.inquiryType]}</dd>
        <dt>제목</dt>
        <dd>{inquiry.title || "제목 없음"}</dd>
        <dt>작성자</dt>
        <dd>{inquiry.writer}</dd>
        <dt>연락처</dt>
        <dd>
          {inquiry.tel ? <a href={telHref(inquiry.tel)}>{inquiry.tel}</a> : null}
          {inquiry.sameCustomer.length > 0 ? (
            <>
              {" "}
              <a href="#same-customer" className="same-customer-count">
                이 연락처의 다른 문의 {inquiry.sameCustomer.length}
                {inquiry.sameCustomer.length === SAME_CUSTOMER_MAX ? "건 이상" : "건"}
              </a>
            </>
          ) : null}
        </dd>
        <dt>이메일</dt>
        <dd>{inquiry.email ? <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a> : null}</dd>
        <dt>주소</dt>
        <dd>{address}</dd>
        <dt>제조사</dt>
        <dd>{inquiry.manuName}</dd>
        <dt>제품 타입</dt>
        <dd>{inquiry.itemTypeName}</dd>
        <dt>제품명</dt>
        <dd>{inquiry.itemName}</dd>
        <dt>등록일</dt>
        {/* To the minute: staff triaging a day, or a customer calling "an hour ago" (audit 40). */}
        <dd>{inquiry.createAt ? minuteText(inquiry.createAt) : "날짜 없음"}</dd>
        {/* Which 개인정보처리방침 the customer agreed to (decision 101); unknown for older inquiries. */}
        {inquiry.privacyEffectiveDate ? (
          <>
            <dt>동의한 방침</dt>
            <dd>
              <a
                href={inquiry.privacyVersionId ? `/privacy?version=${inquiry.privacyVersionId}` : "/privacy"}
                target="_blank"
                rel="noopener"
              >
                개인정보처리방침 ({dayLabel(inquiry.privacyEffectiveDate)} 시행)
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <h2 className="misc-subtitle">문의 내용</h2>
      <div
        className="misc-content"
        // The server sanitizes inquiry HTML when it is stored.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text from the API
        dangerouslySetInnerHTML={{ __html: inquiry.content ?? "" }}
      />
      <h2 className="misc-subtitle">첨부파일</h2>
      {attachments.length === 0 ? (
        <p className="misc-hint">첨부파일이 없습니다.</p>
      ) : (
        <ul className="misc-files">
          {attachments.map((file) => (
            <li key={file.fileBoxId}>
              <span className="misc-file-name">{file.fileOrgName}</span>
              {file.fromNote ? <span className="status-badge inquiry-customer">추가 문의</span> : null}
              {PREVIEWABLE.test(file.fileOrgName) ? (
                <button
                  type="button"
                  className="btn"
                  aria-label={`${file.fileOrgName} 미리보기`}
                  onClick={() => openPreview(file)}
                >
                  미리보기
                </button>
              ) : null}
              <button
                type="button"
                className="btn"
                aria-label={`${file.fileOrgName} 다운로드`}
                onClick={() => save(file)}
              >
                다운로드
              </button>
            </li>
          ))}
        </ul>
      )}
      <SameCustomer inquiry={inquiry} />
      <InquiryWorkflow inquiry={inquiry} revision={revision} assignees={assignees} />
      <Modal
        title={preview ? `미리보기: ${preview.name}` : "미리보기"}
        open={preview !== null}
        onClose={() => setPreview(null)}
        actions={
          <button type="button" className="btn" onClick={() => setPreview(null)}>
            닫기
          </button>
        }
      >
        {preview ? <img className="misc-preview" src={preview.url} alt={`첨부 이미지 ${preview.name}`} /> : null}
      </Modal>
    </section>
  );
}
