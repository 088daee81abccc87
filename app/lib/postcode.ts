// The Daum/Kakao postcode widget (address search), loaded only when someone asks for it: the
// public inquiry form and the back office's calendar share this one loader.
const POSTCODE_SCRIPT = "https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js";

export type DaumPostcode = new (opts: {
  oncomplete: (d: { zonecode: string; roadAddress: string; jibunAddress: string }) => void;
}) => { open(): void };

const loaded = () => (window as unknown as { daum?: { Postcode?: DaumPostcode } }).daum?.Postcode;

/** Resolves the widget, or null when it cannot load (offline, blocked) within 5 seconds. */
export function loadPostcode(): Promise<DaumPostcode | null> {
  const existing = loaded();
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = POSTCODE_SCRIPT;
    script.async = true;
    const timer = setTimeout(() => resolve(null), 5000);
    script.onload = () => {
      clearTimeout(timer);
      resolve(loaded() ?? null);
    };
    script.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    document.head.appendChild(script);
  });
}
