import { Link } from "@remix-run/react";

/** Texts of the error screens (SPEC §2 "Error screens"). */
export const ERROR_SCREENS: Record<number, { title: string; text: string }> = {
  401: { title: "401 Unauthorized", text: "이 페이지에 접근할 권한이 없습니다." },
  403: { title: "403 Forbidden", text: "접근 권한이 없습니다." },
  404: { title: "404 Not Found", text: "잘못된 페이지 접근입니다. 주소를 다시 확인해주세요." },
  500: { title: "500 Internal Server Error", text: "서버에서 오류가 발생했습니다. 이용에 불편을 드려 죄송합니다." },
};

export function ErrorScreen({ status }: { status: number }) {
  const screen = ERROR_SCREENS[status] ?? (ERROR_SCREENS[500] as { title: string; text: string });
  return (
    <main id="main" className="error-screen container">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{screen.title}</h1>
      <p>{screen.text}</p>
      <Link className="button" to="/">
        메인 페이지로 이동
      </Link>
    </main>
  );
}
