import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { type CategoryStep, rememberStep } from "~/lib/category";

interface Manufacturer {
  manuId: number;
  manuName: string;
}

interface MenuLink {
  to: string;
  label: string;
  step: CategoryStep;
}

/** A disclosure menu: opens on click, Enter/Space and hover; Escape and leaving close it. */
function Dropdown({ label, links }: { label: string; links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  // Hover opens the menu just before the click of the same pointer arrives: that click must not
  // close it again (a mouse click or a tap, which also sends mouseenter, would otherwise do nothing).
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("focusin", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("focusin", close);
    };
  }, [open]);
  return (
    <li
      ref={ref}
      className="nav-item has-menu"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          openedByHover.current = false;
          setOpen(false);
          // Focus on a link of the closing menu would be lost: it goes back to the button.
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen(keepOpen || !open);
        }}
      >
        {label}
      </button>
      <ul id={id} className="submenu" hidden={!open}>
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              onClick={() => {
                rememberStep(l.step);
                setOpen(false);
              }}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader({
  siteName,
  phone,
  manufacturers,
}: {
  siteName: string;
  phone: string;
  manufacturers: Manufacturer[];
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <div className="container header-row">
        <Link to="/" className="brand" aria-label={`${siteName} 홈`}>
          <span className="brand-mark" aria-hidden="true" />
          {siteName}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? "메뉴 닫기" : "메뉴 열기"}</span>
        </button>
        <nav id="site-nav" aria-label="주요 메뉴" className={menuOpen ? "site-nav open" : "site-nav"}>
          <ul className="nav-list">
            <li className="nav-item">
              <Link to="/">홈</Link>
            </li>
            <Dropdown
              label="회사소개"
              links={[
                { to: "/about", label: "인사말", step: 1 },
                { to: "/location", label: "오시는 길", step: 1 },
              ]}
            />
            <Dropdown
              label="제품소개"
              links={manufacturers.map((m) => ({ to: `/manu/${m.manuId}`, label: m.manuName, step: 2 as const }))}
            />
            <li className="nav-item">
              <Link to="/notice" onClick={() => rememberStep(3)}>
                공지사항
              </Link>
            </li>
            <Dropdown
              label="고객문의"
              links={[
                { to: "/inquiryForm", label: "1:1 문의", step: 4 },
                { to: "/help", label: "A/S 문의", step: 4 },
                { to: "/faq", label: "자주 묻는 질문", step: 4 },
              ]}
            />
          </ul>
          <a className="header-phone" href={`tel:${phone}`}>
            상담전화 {phone}
          </a>
        </nav>
      </div>
    </header>
  );
}
