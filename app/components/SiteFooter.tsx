import { Link } from "@remix-run/react";
import type { Site } from "~/lib/site.server";

export function SiteFooter({ site }: { site: Site }) {
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
        <ul className="footer-logos" aria-label="협력사 및 인증">
          <li>
            <img src="/images/cert-energy.svg" alt="에너지소비효율 1등급 인증" width="120" height="48" loading="lazy" />
          </li>
          <li>
            <img src="/images/cert-ks.svg" alt="KS 인증 창호" width="120" height="48" loading="lazy" />
          </li>
          <li>
            <img src="/images/partner-glass.svg" alt="협력사 유리 전문 파트너" width="120" height="48" loading="lazy" />
          </li>
        </ul>
      </div>
    </footer>
  );
}
