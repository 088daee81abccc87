// Toasts (decision 023): the same message shows once, and a success puts away the alerts shown
// before it (a refused save, then the save that worked: the refusal no longer applies).
import { beforeEach, describe, expect, it } from "vitest";
import { currentToasts, dismiss, notify } from "../../app/components/notify";

const shown = () => currentToasts().map((t) => [t.role, t.text]);

beforeEach(() => {
  for (const t of currentToasts()) dismiss(t.id);
});

describe("notify", () => {
  it("shows the same message once", () => {
    notify("복사되었습니다.");
    notify("복사되었습니다.");
    expect(shown()).toEqual([["status", "복사되었습니다."]]);
  });

  it("keeps alerts beside each other and beside an earlier success", () => {
    notify("저장되었습니다.");
    notify("제목을 입력해주세요.", "alert");
    notify("서버에 연결하지 못했습니다.", "alert");
    expect(shown()).toEqual([
      ["status", "저장되었습니다."],
      ["alert", "제목을 입력해주세요."],
      ["alert", "서버에 연결하지 못했습니다."],
    ]);
  });

  it("puts away the alerts before a success, keeping earlier successes", () => {
    notify("로그인 성공");
    notify("유리 사양은 필수 선택 사항입니다.", "alert");
    notify("제품이 성공적으로 등록 되었습니다.");
    expect(shown()).toEqual([
      ["status", "로그인 성공"],
      ["status", "제품이 성공적으로 등록 되었습니다."],
    ]);
  });
});
