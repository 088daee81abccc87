// 로그인된 기기's label of a browser (functions/lib/device.ts, decision 079).
import { describe, expect, it } from "vitest";
import { deviceLabel } from "../../functions/lib/device";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  whaleMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Whale/3.28.266.14 Safari/537.36",
  kakaoAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 KAKAOTALK 10.9.0",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
};

describe("deviceLabel", () => {
  it("names the browser family and the system, the specific one first", () => {
    expect(deviceLabel(UA.chromeWindows)).toBe("Chrome · Windows");
    expect(deviceLabel(UA.edgeWindows)).toBe("Edge · Windows");
    expect(deviceLabel(UA.safariIphone)).toBe("Safari · iPhone");
    expect(deviceLabel(UA.chromeIphone)).toBe("Chrome · iPhone");
    expect(deviceLabel(UA.samsungAndroid)).toBe("삼성 인터넷 · Android");
    expect(deviceLabel(UA.whaleMac)).toBe("네이버 웨일 · Mac");
    expect(deviceLabel(UA.kakaoAndroid)).toBe("카카오톡 · Android");
    expect(deviceLabel(UA.firefoxLinux)).toBe("Firefox · Linux");
    expect(deviceLabel(UA.safariIpad)).toBe("Safari · iPad");
  });

  it("gives null for tools and no User-Agent, and one part when only one is known", () => {
    expect(deviceLabel(undefined)).toBeNull();
    expect(deviceLabel("")).toBeNull();
    expect(deviceLabel("curl/8.5.0")).toBeNull();
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0) SomeApp/1.0")).toBe("Windows");
  });
});
