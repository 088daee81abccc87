import type { MetaFunction } from "@remix-run/cloudflare";
import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { seo, siteFromMatches } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: "오시는 길",
    description: `${site.name} 오시는 길: 주소, 전화, 팩스와 지도.`,
    path: "/location",
    siteUrl: site.url,
    siteName: site.name,
  });
};

interface KakaoMaps {
  load(cb: () => void): void;
  LatLng: new (lat: number, lng: number) => unknown;
  Map: new (el: HTMLElement, opts: { center: unknown; level: number }) => { setCenter(p: unknown): void };
  Marker: new (opts: { map: unknown; position: unknown }) => unknown;
  services: {
    Geocoder: new () => {
      addressSearch(addr: string, cb: (r: { x: string; y: string }[], status: string) => void): void;
    };
    Status: { OK: string };
  };
}

/** Loads the Kakao map on demand; any failure leaves the static card, which always works. */
function useKakaoMap(key: string, address: string) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!key || !ref.current) return;
    const el = ref.current;
    const script = document.createElement("script");
    script.src = `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(key)}&autoload=false&libraries=services`;
    script.async = true;
    script.onload = () => {
      const kakao = (window as unknown as { kakao?: { maps: KakaoMaps } }).kakao;
      kakao?.maps.load(() => {
        new kakao.maps.services.Geocoder().addressSearch(address, (result, status) => {
          const first = result[0];
          if (status !== kakao.maps.services.Status.OK || !first) return;
          const position = new kakao.maps.LatLng(Number(first.y), Number(first.x));
          const map = new kakao.maps.Map(el, { center: position, level: 3 });
          new kakao.maps.Marker({ map, position });
          setShown(true);
        });
      });
    };
    document.head.appendChild(script);
    return () => {
      script.remove();
    };
  }, [key, address]);
  return { ref, shown };
}

/** The map pin, drawn inline: the 📍 emoji is an empty box where the font has no emoji. */
function MapPin() {
  return (
    <svg className="map-pin" viewBox="0 0 24 32" width="36" height="48" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0zm0 16.5a4.6 4.6 0 1 1 0-9.2 4.6 4.6 0 0 1 0 9.2z"
      />
    </svg>
  );
}

export default function Location() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const address = site?.address ?? "";
  const { ref, shown } = useKakaoMap(site?.kakaoMapKey ?? "", address);
  const query = encodeURIComponent(address);
  return (
    <main id="main" className="container page">
      <h1>오시는 길</h1>
      <div className="location-grid">
        {/* The contact card comes first so a phone shows address, phone and hours without scrolling. */}
        <section className="contact-card location-contact" aria-labelledby="company-name">
          <h2 id="company-name">{site?.name}</h2>
          <dl>
            <dt>주소</dt>
            <dd>{address}</dd>
            <dt>전화</dt>
            <dd>
              <a href={`tel:${site?.phone}`}>{site?.phone}</a>
            </dd>
            <dt>상담 시간</dt>
            <dd>{site?.hours}</dd>
            {/* The fax is optional in 회사 정보: no empty row without one, as in the footer. */}
            {site?.fax ? (
              <>
                <dt>팩스</dt>
                <dd>{site.fax}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section ref={ref} className={shown ? "map map-live" : "map"} aria-label="지도">
          {shown ? null : (
            <div className="map-fallback">
              <MapPin />
              <p>{address}</p>
              <p className="map-links">
                <a href={`https://map.kakao.com/link/search/${query}`} target="_blank" rel="noopener noreferrer">
                  카카오맵에서 보기
                </a>
                <a href={`https://map.naver.com/p/search/${query}`} target="_blank" rel="noopener noreferrer">
                  네이버 지도에서 보기
                </a>
              </p>
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
