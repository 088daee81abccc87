import { Link } from "@remix-run/react";
import type { Site } from "~/lib/site.server";
import { siteImageUrl } from "~/lib/siteImages";

export interface FooterLogo {
  logoId: number;
  imageName: string;
  name: string;
  linkUrl: string | null;
}

export function SiteFooter({ site, logos }: { site: Site; logos: readonly FooterLogo[] }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-name">{site.name}</p>
          <address>
            <span>{site.address}</span>
            <span>
              전화 <a href={`tel:${site.phone}`}>{site.phone}</a>
            </span>
            <span>팩스 {site.fax}</span>
            <span>사업자등록번호 {site.bizNo}</span>
          </address>
          <p className="copyright">
            Copyright © {site.name}. All rights reserved.{" "}
            <Link to="/loginForm" className="footer-admin">
              관리자
            </Link>
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
