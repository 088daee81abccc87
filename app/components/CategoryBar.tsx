import { NavLink, useLocation } from "@remix-run/react";
import { useCategoryStep } from "~/lib/category";

interface Manufacturer {
  manuId: number;
  manuName: string;
  manuYN: string;
}

const STEP_TITLES = { 1: "회사소개", 2: "제품소개", 3: "공지사항", 4: "고객문의" } as const;

/** The secondary bar on every path but home (SPEC §2 "Navigation"). */
export function CategoryBar({ manufacturers }: { manufacturers: Manufacturer[] }) {
  const { pathname } = useLocation();
  const step = useCategoryStep(pathname);
  const links =
    step === 1
      ? [
          { to: "/about", label: "인사말" },
          { to: "/location", label: "오시는 길" },
        ]
      : step === 2
        ? manufacturers.filter((m) => m.manuYN === "Y").map((m) => ({ to: `/manu/${m.manuId}`, label: m.manuName }))
        : step === 3
          ? [{ to: "/notice", label: "공지사항" }]
          : [
              { to: "/inquiryForm", label: "1:1 문의" },
              { to: "/help", label: "A/S 문의" },
              { to: "/faq", label: "자주 묻는 질문" },
            ];
  return (
    <nav className="category-bar" aria-label={`${STEP_TITLES[step]} 하위 메뉴`}>
      <div className="container category-row">
        <strong className="category-title">{STEP_TITLES[step]}</strong>
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
