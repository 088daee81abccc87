import { useContext, useEffect, useState } from "react";
import { FAULT_ID_ELEMENT, FaultId, pageFault } from "~/lib/fault-id";
import { SiteLink } from "./SiteLink";

/** Texts of the error screens (SPEC §2 "Error screens"): Korean heading and explanation. */
export const ERROR_SCREENS: Record<number, { title: string; text: string }> = {
  401: { title: "로그인이 필요한 페이지입니다", text: "이 페이지에 접근할 권한이 없습니다." },
  403: { title: "접근 권한이 없습니다", text: "접근 권한이 없습니다. 관리자에게 권한을 요청해주세요." },
  404: { title: "페이지를 찾을 수 없습니다", text: "잘못된 페이지 접근입니다. 주소를 다시 확인해주세요." },
  500: { title: "일시적인 오류가 발생했습니다", text: "서버에서 오류가 발생했습니다. 이용에 불편을 드려 죄송합니다." },
};

/** The screen of a status; any other status reads as a server error. */
export const errorScreenOf = (status: number) =>
  ERROR_SCREENS[status] ?? (ERROR_SCREENS[500] as { title: string; text: string });

/** `<heading> | <site>`: the Korean page title of an error screen. */
export const errorTitle = (status: number, siteName: string) =>
  siteName ? `${errorScreenOf(status).title} | ${siteName}` : errorScreenOf(status).title;

/**
 * A page's own word on its 404 (thrown as the response's JSON, decision 126): what is gone, in place
 * of the generic text, and the way on the visitor most likely wants, as the first button.
 */
export interface ErrorBack {
  text: string;
  to: string;
  label: string;
}

export function ErrorScreen({ status, back }: { status: number; back?: ErrorBack }) {
  const screen = errorScreenOf(status);
  // The fault of the page as loaded (decision 164); a screen mounted after it has none (pageFault).
  const served = useContext(FaultId);
  const [faultId] = useState(() => (pageFault.shown ? undefined : served));
  useEffect(() => {
    pageFault.shown = true;
  }, []);
  return (
    <main id="main" className="error-screen container">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{screen.title}</h1>
      <p>{back?.text ?? screen.text}</p>
      {status >= 500 && faultId ? (
        <p className="error-id">
          오류 번호: <strong id={FAULT_ID_ELEMENT}>{faultId}</strong>. 문의하실 때 이 번호를 알려주시면 빠르게
          확인하겠습니다.
        </p>
      ) : null}
      {/* Ways back to what visitors come for: the home page, the products, an inquiry. */}
      <nav aria-label="다른 페이지로 이동" className="error-links">
        {back?.to ? (
          <SiteLink className="button" to={back.to}>
            {back.label}
          </SiteLink>
        ) : null}
        <SiteLink className={back?.to ? "button-secondary" : "button"} to="/">
          메인 페이지로 이동
        </SiteLink>
        <SiteLink className="button-secondary" to="/manu/1">
          제품 안내
        </SiteLink>
        <SiteLink className="button-secondary" to="/inquiryForm">
          1:1 문의
        </SiteLink>
      </nav>
    </main>
  );
}
