import { useLocation } from "@remix-run/react";
import { type FocusEvent, useEffect, useId, useRef, useState } from "react";
import { type CategoryStep, rememberStep } from "~/lib/category";
import { SiteLink } from "./SiteLink";

interface Manufacturer {
  manuId: number;
  manuName: string;
}

interface MenuLink {
  to: string;
  label: string;
  step: CategoryStep;
}

const MENU_OPENED = "site-menu-opened";

/**
 * A disclosure menu: opens on click, Enter/Space and hover; Escape and leaving close it. With `href`
 * the label is a link of its own (SPEC §2: the product button goes to /manu/1) and a small toggle
 * button beside it opens the list; focusing the link opens it too, so keyboard users reach the list.
 */
function Dropdown({
  label,
  links,
  href,
  step,
}: {
  label: string;
  links: MenuLink[];
  href?: string;
  step?: CategoryStep;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  // Hover opens the menu just before the click of the same pointer arrives: that click must not
  // close it again (a mouse click or a tap, which also sends mouseenter, would otherwise do nothing).
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    // One list open at a time: opening this one closes one opened another way (keyboard, then mouse).
    document.dispatchEvent(new CustomEvent(MENU_OPENED, { detail: id }));
    // A press elsewhere in the menu waits for its click: in the phone's stacked menu, closing this
    // list at the press would pull the rows below up under the finger before the tap lands.
    let pressInMenu = false;
    const close = (e: Event) => {
      if (e.type === MENU_OPENED) return (e as CustomEvent).detail === id || setOpen(false);
      const target = e.target as Node;
      if (ref.current?.contains(target)) return;
      if (e.type === "pointerdown") pressInMenu = Boolean(ref.current?.closest("nav")?.contains(target));
      else if (e.type === "click") pressInMenu = false;
      if (!pressInMenu) setOpen(false);
    };
    const events = [MENU_OPENED, "pointerdown", "focusin", "click"];
    for (const type of events) document.addEventListener(type, close);
    return () => {
      for (const type of events) document.removeEventListener(type, close);
    };
  }, [open, id]);
  return (
    <li
      ref={ref}
      className={href ? "nav-item has-menu has-link" : "nav-item has-menu"}
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
      {href ? (
        <SiteLink
          to={href}
          className="nav-link"
          onFocus={() => setOpen(true)}
          onClick={() => {
            if (step) rememberStep(step);
          }}
        >
          {label}
        </SiteLink>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className={href ? "nav-button nav-toggle" : "nav-button"}
        aria-expanded={open}
        aria-controls={id}
        aria-label={href ? `${label} 목록` : undefined}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen(keepOpen || !open);
        }}
      >
        {href ? null : label}
      </button>
      <ul id={id} className="submenu" hidden={!open}>
        {links.map((l) => (
          <li key={l.to}>
            <SiteLink
              to={l.to}
              onClick={() => {
                rememberStep(l.step);
                setOpen(false);
              }}
            >
              {l.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A handset icon for the call button (inline, so it never depends on an emoji font). */
function PhoneIcon() {
  return (
    <svg className="call-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
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
  const toggle = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  // A new page closes the mobile menu, also one that changes only the query (/notice?page=2 → 공지사항).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location's key is the trigger
  useEffect(() => setMenuOpen(false), [key]);
  // Escape closes it too, as it closes a dropdown.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      // Focus was in the menu now hidden: back to the button that opens it.
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);
  // Focus moving on past the open menu (Tab after its last entry) closes it: what has focus is never
  // under it.
  const onBlur = (e: FocusEvent) =>
    (e.relatedTarget as Element | null)?.closest(".site-header") === null && setMenuOpen(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction: focus leaving the header closes its menu
    <header className="site-header" onBlur={onBlur}>
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <div className="container header-row">
        <SiteLink to="/" className="brand" aria-label={`${siteName} 홈`}>
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{siteName}</span>
        </SiteLink>
        {/* One tap to call from the first screen on phones; wide screens show the number in the nav. */}
        <a className="header-call" href={`tel:${phone}`} aria-label={`전화 걸기 ${phone}`}>
          <PhoneIcon />
          <span className="header-call-number">{phone}</span>
        </a>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? "메뉴 닫기" : "메뉴 열기"}</span>
        </button>
        {menuOpen ? <div className="nav-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
        <nav id="site-nav" aria-label="주요 메뉴" className={menuOpen ? "site-nav open" : "site-nav"}>
          <ul className="nav-list">
            <li className="nav-item">
              <SiteLink to="/">홈</SiteLink>
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
              href="/manu/1"
              step={2}
              links={manufacturers.map((m) => ({ to: `/manu/${m.manuId}`, label: m.manuName, step: 2 as const }))}
            />
            <li className="nav-item">
              <SiteLink to="/notice" onClick={() => rememberStep(3)}>
                공지사항
              </SiteLink>
            </li>
            <Dropdown
              label="고객문의"
              links={[
                { to: "/inquiryForm", label: "1:1 문의", step: 4 },
                { to: "/help", label: "A/S 문의", step: 4 },
                { to: "/faq", label: "자주 묻는 질문", step: 4 },
                { to: "/inquiryCheck", label: "내 문의 확인", step: 4 },
              ]}
            />
            <li className="nav-item">
              <SiteLink to="/search">검색</SiteLink>
            </li>
          </ul>
          <a className="header-phone" href={`tel:${phone}`}>
            상담전화 {phone}
          </a>
        </nav>
      </div>
    </header>
  );
}
