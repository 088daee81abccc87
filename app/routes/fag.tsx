// /fag shows the FAQ list, as /faq does (SPEC §2); its canonical URL is /faq, and the category
// bar marks 자주 묻는 질문 there too.
import type { CategoryHandle } from "~/lib/category";

export { default, loader, meta } from "./faq";

export const handle: CategoryHandle = { listOf: () => "/faq" };
