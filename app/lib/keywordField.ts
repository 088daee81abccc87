import { useEffect, useRef } from "react";

/**
 * A search box that follows the URL's keyword when the visitor moves elsewhere (menu link, back
 * button), but keeps what they typed while the answer to their own search was on its way: a
 * remount keyed on the keyword lost it, and the focus with it.
 * Give `ref` to the input (with `defaultValue={keyword}`) and call `submitted()` when its form is sent.
 */
export function useKeywordField(keyword: string) {
  const ref = useRef<HTMLInputElement>(null);
  // The first run counts as the box's own answer: the server rendered the keyword already, and
  // what a visitor typed before the script started stays (decision 125).
  const sent = useRef<string | null>(keyword);
  useEffect(() => {
    const ownAnswer = sent.current !== null && sent.current.trim() === keyword;
    sent.current = null;
    if (!ownAnswer && ref.current) ref.current.value = keyword;
  }, [keyword]);
  return {
    ref,
    submitted: () => {
      sent.current = ref.current?.value ?? null;
    },
  };
}
