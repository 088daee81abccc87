import { useEffect, useRef } from "react";

/**
 * A search box that follows the URL's keyword when the visitor moves elsewhere (menu link, back
 * button), but keeps what they typed while the answer to their own search was on its way: a
 * remount keyed on the keyword lost it, and the focus with it.
 * Give `ref` to the input (with `defaultValue={keyword}`) and call `submitted()` when its form is sent.
 */
export function useKeywordField(keyword: string) {
  const ref = useRef<HTMLInputElement>(null);
  const sent = useRef<string | null>(null);
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
