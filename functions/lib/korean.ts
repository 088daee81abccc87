// Korean particles after a field's name or a user's text. 은/는, 을/를 and 이/가 depend on whether
// the last syllable ends in a consonant, so a message reads "연락처를 입력해주세요", not the
// machine-made "연락처을(를)" (es-hangul picks the particle).
import { josa } from "es-hangul";

export { josa };

/** "회사명을 입력해주세요." */
export const enterMessage = (label: string) => `${josa(label, "을/를")} 입력해주세요.`;

/** "제품명은 100자 이하로 입력해주세요." */
export const tooLongMessage = (label: string, max: number) => `${josa(label, "은/는")} ${max}자 이하로 입력해주세요.`;

/** "이름은 문자열이어야 합니다." */
export const notTextMessage = (label: string) => `${josa(label, "은/는")} 문자열이어야 합니다.`;
