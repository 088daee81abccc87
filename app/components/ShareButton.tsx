// 공유하기 (decision 063): the phone's share sheet (카카오톡, 문자, …) where the browser has one,
// else the page's address copied. Until the page's script runs the button would do nothing, so it
// is invisible then; its place is kept, so nothing on the page moves when it appears.
import { useEffect, useState } from "react";

export function ShareButton({ title, path }: { title: string; path: string }) {
  const [ready, setReady] = useState(false);
  const [said, setSaid] = useState("");
  useEffect(() => setReady(true), []);

  async function share() {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid("주소를 복사했습니다. 원하는 곳에 붙여 넣으세요.");
    } catch {
      setSaid("주소를 복사하지 못했습니다. 주소창의 주소를 복사해 주세요.");
    }
  }

  return (
    <span className="share" style={ready ? undefined : { visibility: "hidden" }}>
      <button type="button" className="button-secondary" onClick={share}>
        공유하기
      </button>
      <span role="status" className="share-said">
        {said}
      </span>
    </span>
  );
}
