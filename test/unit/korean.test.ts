// functions/lib/korean.ts: messages name a field with the particle its last syllable takes, as a
// person would write them ("연락처를", "회사명을"), never the machine-made "을(를)".
import { describe, expect, it } from "vitest";
import { enterMessage, josa, notTextMessage, tooLongMessage } from "../../functions/lib/korean";

describe("field messages", () => {
  it("use 을 after a final consonant and 를 after a vowel", () => {
    expect(enterMessage("회사명")).toBe("회사명을 입력해주세요.");
    expect(enterMessage("연락처")).toBe("연락처를 입력해주세요.");
    expect(enterMessage("메일")).toBe("메일을 입력해주세요.");
  });

  it("use 은 after a final consonant and 는 after a vowel", () => {
    expect(tooLongMessage("제품명", 100)).toBe("제품명은 100자 이하로 입력해주세요.");
    expect(tooLongMessage("비밀번호", 64)).toBe("비밀번호는 64자 이하로 입력해주세요.");
    expect(notTextMessage("이름")).toBe("이름은 문자열이어야 합니다.");
    expect(notTextMessage("주소")).toBe("주소는 문자열이어야 합니다.");
  });

  it("take the particle of the word before a parenthesis", () => {
    expect(enterMessage("아이디(이메일)")).toBe("아이디(이메일)를 입력해주세요.");
  });
});

describe("josa", () => {
  it("chooses 이/가 and the particle alone for a quoted title", () => {
    expect(josa("제품 타입", "이/가")).toBe("제품 타입이");
    expect(josa("유리 사양", "이/가")).toBe("유리 사양이");
    expect(`"봄맞이 특별 할인"${josa.pick("봄맞이 특별 할인", "을/를")}`).toBe('"봄맞이 특별 할인"을');
    expect(`"새 창호 안내"${josa.pick("새 창호 안내", "을/를")}`).toBe('"새 창호 안내"를');
  });
});
