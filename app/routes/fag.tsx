// /fag shows the FAQ list, as /faq does (SPEC §2); its canonical URL is /faq.
export { default, loader, meta } from "./faq";
