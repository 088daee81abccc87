import { useLocation, useMatches } from "@remix-run/react";
import { type CategoryHandle, categoryLinks, STEP_TITLES, useCategoryStep } from "~/lib/category";
import { SiteLink } from "./SiteLink";

interface Manufacturer {
  manuId: number;
  manuName: string;
  manuYN: string;
}

/** The secondary bar on the paths of the four groups (SPEC §2 "Navigation"; app/lib/category.ts). */
export function CategoryBar({ manufacturers }: { manufacturers: Manufacturer[] }) {
  const { pathname } = useLocation();
  const page = useMatches().at(-1);
  const list = (page?.handle as Partial<CategoryHandle> | undefined)?.listOf?.(page?.data);
  const step = useCategoryStep(list ?? pathname);
  if (!step) return null;
  const title = STEP_TITLES[step];
  const links = categoryLinks(step, manufacturers);
  // A group whose only link bears its own name (공지사항) would read "공지사항 공지사항".
  const showTitle = !(links.length === 1 && links[0]?.label === title);
  return (
    <nav className="category-bar" aria-label={`${title} 하위 메뉴`}>
      <div className="container category-row">
        {showTitle ? <strong className="category-title">{title}</strong> : null}
        <ul>
          {links.map((l) => {
            // The list the page belongs to when its route names one (a FAQ post, the A/S form), else
            // the page itself.
            const current = list ? (l.to === list ? "true" : undefined) : l.to === pathname ? "page" : undefined;
            return (
              <li key={l.to}>
                <SiteLink to={l.to} className={current ? "active" : undefined} aria-current={current}>
                  {l.label}
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
