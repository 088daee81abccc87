import { categoryLinks } from "~/lib/category";
import type { Site } from "~/lib/site.server";
import { siteImageUrl } from "~/lib/siteImages";
import { SiteLink } from "./SiteLink";

export interface FooterLogo {
  logoId: number;
  imageName: string;
  name: string;
  linkUrl: string | null;
}

const SOCIAL = [
  ["naverBlog", "네이버 블로그"],
  ["kakaoChannel", "카카오톡 채널"],
  ["instagram", "인스타그램"],
] as const;

/**
 * Every section in plain links: a way around the site that needs no script (the phone's ☰ menu
 * works once the app has started, decision 035) and that crawlers follow from every page.
 */
const SITE_LINKS = [
  ...categoryLinks(1, []),
  { to: "/manu/1", label: "제품소개" },
  ...categoryLinks(3, []),
  // 고객문의, 내 문의 확인 last (decision 105).
  ...categoryLinks(4, []),
];

export function SiteFooter({ site, logos }: { site: Site; logos: readonly FooterLogo[] }) {
  return (
    <footer className="site-footer">
      <nav className="container footer-nav" aria-label="사이트 메뉴">
        <ul>
          {SITE_LINKS.map((l) => (
            <li key={l.to}>
              <SiteLink to={l.to}>{l.label}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="container footer-grid">
        <div>
          <p className="footer-name">{site.name}</p>
          <address>
            {site.representative ? <span>대표 {site.representative}</span> : null}
            <span>{site.address}</span>
            <span>
              전화{" "}
              <a href={`tel:${site.phone}`} className="footer-tel">
                {site.phone}
              </a>
            </span>
            {site.fax ? <span>팩스 {site.fax}</span> : null}
            <span>사업자등록번호 {site.bizNo}</span>
          </address>
          {SOCIAL.some(([key]) => site[key]) ? (
            <ul className="footer-social" aria-label="소셜 채널">
              {SOCIAL.filter(([key]) => site[key]).map(([key, label]) => (
                <li key={key}>
                  <a href={site[key]} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="footer-legal">
            <SiteLink to="/privacy" className="footer-privacy">
              개인정보처리방침
            </SiteLink>
          </p>
          <p className="copyright">
            Copyright © {site.name}. All rights reserved.{" "}
            <SiteLink to="/loginForm" className="footer-admin">
              관리자
            </SiteLink>
          </p>
        </div>
        {logos.length > 0 ? (
          <ul className="footer-logos" aria-label="협력사 및 인증">
            {logos.map((logo) => {
              const image = (
                <img src={siteImageUrl(logo.imageName)} alt={logo.name} width="120" height="48" loading="lazy" />
              );
              return (
                <li key={logo.logoId}>
                  {logo.linkUrl ? (
                    <a href={logo.linkUrl} rel="noopener" target={logo.linkUrl.startsWith("/") ? undefined : "_blank"}>
                      {image}
                    </a>
                  ) : (
                    image
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}
