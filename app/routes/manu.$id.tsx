import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef } from "react";
import type { ErrorBack } from "~/components/ErrorScreen";
import { ItemGallery } from "~/components/ItemGallery";
import { BreadcrumbJsonLd } from "~/components/JsonLd";
import { ShareButton } from "~/components/ShareButton";
import { SiteLink } from "~/components/SiteLink";
import { seo, siteFromMatches } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import { publicDb } from "../../db/client";
import { sharedRead } from "../../functions/cache/readMemo";
import { itemPagePath } from "../../functions/lib/paths";
import { getManufacturerPage, listPublicManufacturers } from "../../functions/services/manufacturers";

/** The manufacturer the menus' 제품소개 opens (SPEC §2). */
const PRODUCTS_ENTRY = 1;

const positiveInt = (v: string | null | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);
/** A type or item named in the query: absent (null), else its id; a garbled one names none (0). */
const namedId = (v: string | null) => (v ? (positiveInt(v) ?? 0) : null);

/**
 * The manufacturer page: the chosen type and item live in the URL (?type=&item=), so an item
 * view renders on the server and can be linked. Without them the first type and its first item
 * are chosen (SPEC §2). A type or item the URL names that is not shown is a 404 (decision 126).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const manuId = positiveInt(params.id);
  const query = new URL(request.url).searchParams;
  const wanted = { typeId: namedId(query.get("type")), itemId: namedId(query.get("item")) };
  const page = manuId
    ? await sharedRead(context.content, ["catalog"], `manu ${manuId} ${wanted.typeId} ${wanted.itemId}`, () =>
        getManufacturerPage(publicDb(context.cloudflare.env.DB), manuId, wanted),
      )
    : undefined;
  if (!page && manuId === PRODUCTS_ENTRY) {
    // 제품소개 in the menus goes to /manu/1 (SPEC §2): with that manufacturer hidden or deleted, the
    // first one shown answers it rather than a 404 (decision 122).
    const [first] = await sharedRead(context.content, ["catalog"], "first manu", () =>
      listPublicManufacturers(publicDb(context.cloudflare.env.DB)).limit(1),
    );
    if (first) throw redirect(`/manu/${first.manuId}`);
  }
  if (!page) throw new Response("제조사를 찾을 수 없습니다.", { status: 404 });
  // Temporary: the item may move again, and a remembered 301 would then loop.
  if (page.kind === "moved") throw redirect(page.path);
  const { manufacturer } = page;
  const manuPath = `/manu/${manufacturer.manuId}`;
  if (page.kind === "missing") {
    const back: ErrorBack = {
      text: "요청하신 제품을 찾을 수 없습니다. 판매가 끝났거나 정보가 바뀌었을 수 있습니다.",
      to: manuPath,
      label: `${manufacturer.manuName} 제품소개`,
    };
    throw data(back, { status: 404 });
  }
  // The head is built here, not in `meta` (which the browser loads too). The first product of the
  // first type is what the manufacturer's page shows: its one address is that page's (decision 127).
  const { types, typeId, items, item } = page;
  const first = typeId === types[0]?.itemTypeId && item?.itemId === items[0]?.itemId;
  const path = item && typeId && !first ? itemPagePath(manufacturer.manuId, typeId, item.itemId) : manuPath;
  // A URL that names a type or an item is that item's page, with its name and description; the
  // manufacturer's page is named for the manufacturer, not for the item it opens with.
  const itemPage = item && (wanted.typeId || wanted.itemId) ? item : null;
  const head = {
    title: itemPage ? `${itemPage.itemName} - ${manufacturer.manuName}` : `${manufacturer.manuName} 제품소개`,
    description: itemPage?.itemDescription
      ? `${manufacturer.manuName} ${itemPage.itemName}: ${itemPage.itemDescription}`
      : manufacturer.manuIntro || `${manufacturer.manuName} 제품 안내`,
    path,
    image: item?.fileBoxes[0] ? `/item/${item.fileBoxes[0].fileName}` : undefined,
  };
  return { manufacturer, types, typeId, items, item, head };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return data ? seo({ ...data.head, siteUrl: site.url, siteName: site.name }) : [];
};

const SPEC_ROWS = [
  ["제품번호", "itemNum"],
  ["용도", "itemUse"],
  ["외부 색상", "itemOutColor"],
  ["내부 색상", "itemInColor"],
  ["유리 두께", "glassSize"],
  ["프레임 폭", "itemFrameWidth"],
] as const;

export default function ManufacturerPage() {
  const { manufacturer, types, typeId, items, item, head } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const typeRow = useRef<HTMLElement>(null);
  const itemRow = useRef<HTMLElement>(null);
  const view = useRef<HTMLElement>(null);
  /**
   * The link of a chip followed in this page (not in a new tab or window). The product it opens
   * replaces the one below the chips, which on a phone starts near or below the screen's bottom
   * (the intro comes first): the page moves up so that the products' chips sit under the header
   * and the product begins in the screen's upper third, at once, while its data comes.
   */
  const chosen = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const top = (el: HTMLElement | null) => el?.getBoundingClientRect().top ?? 0;
    // 72: the sticky header and a little room (scroll-padding-top in global.css).
    const by = Math.min(top(itemRow.current) - 72, top(view.current) - innerHeight / 3);
    if (by > 0) scrollBy(0, by);
    return link;
  };
  // A type can hold hundreds of items: plain links with one click handler on their list render
  // faster than a <Link> each (bench:scale, 667 items in one type: page 67 → 58 ms), and navigate in
  // the page the same way (keeping the scroll position) unless opened in a new tab or window.
  const followInPage = (event: MouseEvent<HTMLElement>) => {
    const link = chosen(event);
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute("href") ?? "", { preventScrollReset: true });
  };
  // On a phone each row of chips scrolls sideways (global.css): the chosen chips are brought into
  // their strips, also when the page was opened by a link or another type's products replaced them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen chips change
  useEffect(() => {
    for (const row of [typeRow.current, itemRow.current]) {
      const chip = row?.querySelector(".active")?.getBoundingClientRect();
      const strip = row?.getBoundingClientRect();
      if (row && chip && strip && (chip.left < strip.left || chip.right > strip.right)) {
        row.scrollLeft += chip.left - strip.left - (strip.width - chip.width) / 2;
      }
    }
  }, [typeId, item?.itemId]);
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  return (
    <main id="main" className="container page">
      {site ? (
        <BreadcrumbJsonLd
          siteUrl={site.url}
          trail={[
            { name: manufacturer.manuName, path: `/manu/${manufacturer.manuId}` },
            // An item below its manufacturer when it has an address of its own.
            ...(item && head.path.includes("?") ? [{ name: item.itemName, path: head.path }] : []),
          ]}
        />
      ) : null}
      <header className="manu-intro">
        <h1>{manufacturer.manuName}</h1>
        {manufacturer.manuIntro ? <p>{manufacturer.manuIntro}</p> : null}
      </header>
      {types.length === 0 ? (
        <p className="empty-state">등록된 제품이 없습니다. 1:1 문의로 제품을 문의해 주세요.</p>
      ) : (
        <>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a focused link fires this click too */}
          <nav aria-label="제품 타입" className="chip-row" ref={typeRow} onClick={chosen}>
            {types.map((t) => (
              <SiteLink
                key={t.itemTypeId}
                to={`?type=${t.itemTypeId}`}
                className={t.itemTypeId === typeId ? "chip active" : "chip"}
                aria-current={t.itemTypeId === typeId ? "page" : undefined}
                preventScrollReset
              >
                {t.itemTypeName}
              </SiteLink>
            ))}
          </nav>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a focused link fires this click too */}
          <nav aria-label="제품" className="chip-row" ref={itemRow} onClick={followInPage}>
            {items.map((i) => (
              <a
                key={i.itemId}
                href={itemPagePath(manufacturer.manuId, i.itemTypeId, i.itemId)}
                className={i.itemId === item?.itemId ? "chip chip-item active" : "chip chip-item"}
                aria-current={i.itemId === item?.itemId ? "page" : undefined}
              >
                {i.itemName}
              </a>
            ))}
          </nav>
        </>
      )}
      {item ? (
        <article className="item-view" aria-labelledby="item-name" ref={view}>
          <div className="item-media">
            {/* A new item starts at its first photo. */}
            <ItemGallery key={item.itemId} images={item.fileBoxes} itemName={item.itemName} />
          </div>
          <div className="item-info">
            <p className="eyebrow">{item.itemTypeName}</p>
            <h2 id="item-name">{item.itemName}</h2>
            {item.itemDescription ? <p className="item-desc">{item.itemDescription}</p> : null}
            <dl className="spec-table">
              {SPEC_ROWS.map(([label, key]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>{key === "itemFrameWidth" && item[key] ? `${item[key]}mm` : (item[key] ?? "-")}</dd>
                </div>
              ))}
            </dl>
            <div className="page-actions">
              <SiteLink
                className="button"
                to={`/inquiryForm?manuId=${manufacturer.manuId}&typeId=${typeId}&itemId=${item.itemId}`}
              >
                이 제품 문의하기
              </SiteLink>
              {typeId ? (
                <ShareButton
                  title={`${item.itemName} - ${manufacturer.manuName}`}
                  path={itemPagePath(manufacturer.manuId, typeId, item.itemId)}
                />
              ) : null}
            </div>
          </div>
          {item.freeContent ? (
            // freeContent is sanitized on the server when it is written.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text
            <div className="prose item-free" dangerouslySetInnerHTML={{ __html: item.freeContent }} />
          ) : null}
        </article>
      ) : null}
    </main>
  );
}
