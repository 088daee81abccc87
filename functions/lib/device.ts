// A login's device as 로그인된 기기 names it (decision 079): the browser's and the system's family
// read from the User-Agent at login, e.g. "Chrome · Windows", "Safari · iPhone". Only this label is
// kept, never the User-Agent itself or an address. A full parser would cost the Worker tens of KB for
// versions and models the list does not show; these families are what Korean staff use.

/** First match wins: a browser built on another names both (Edge and Samsung Internet say Chrome). */
const BROWSERS: readonly [RegExp, string][] = [
  [/SamsungBrowser\//, "삼성 인터넷"],
  [/Whale\//, "네이버 웨일"],
  [/KAKAOTALK/i, "카카오톡"],
  [/NAVER\(inapp/i, "네이버 앱"],
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\//, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\/|Chrome\//, "Chrome"],
  [/Safari\//, "Safari"],
];

/** iPhones say "Mac OS X" and Android says "Linux": the specific first. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Linux/, "Linux"],
];

const first = (list: readonly [RegExp, string][], text: string) => list.find(([re]) => re.test(text))?.[1];

/** "Browser · System", either alone when the other is unknown, or null (a tool, no User-Agent). */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, 512);
  const label = [first(BROWSERS, text), first(SYSTEMS, text)].filter(Boolean).join(" · ");
  return label || null;
}
