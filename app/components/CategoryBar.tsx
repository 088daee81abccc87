import { NavLink, useLocation } from "@remix-run/react";
import { categoryLinks, STEP_TITLES, useCategoryStep } from "~/lib/category";

interface Manufacturer {
  manuId: number;
  manuName: string;
  manuYN: string;
}

/** The secondary bar on the paths of the four groups (SPEC §2 "Navigation"; app/lib/category.ts). */
export function CategoryBar({ manufacturers }: { manufacturers: Manufacturer[] }) {
  const { pathname } = useLocation();
  const step = useCategoryStep(pathname);
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
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
