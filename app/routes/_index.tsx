import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Banner } from "~/components/Banner";
import { HolidayNotice } from "~/components/HolidayNotice";
import { HomePopup } from "~/components/HomePopup";
import { SiteLink } from "~/components/SiteLink";
import { rememberStep } from "~/lib/category";
import { seo, siteFromMatches } from "~/lib/seo";
import { publicDb } from "../../db/client";
import { sharedRead } from "../../functions/cache/readMemo";
import { addDays, todayLocal } from "../../functions/lib/dates";
import { activePopup } from "../../functions/schemas/settings";
import { listUpcomingHolidays } from "../../functions/services/calendar";
import { listManufacturerCards } from "../../functions/services/manufacturers";
import { settingOf, settingQuery } from "../../functions/services/settings";
import { listActiveSlides } from "../../functions/services/siteMedia";

/**
 * Today's banner slides, the two manufacturer cards, the closures of the next 14 days and the
 * intro texts and today's 팝업 공지 in one round trip (none while unchanged, readMemo.ts). The cached
 * page's key holds the Korea day, so slides and the popup follow their dates (decisions 031, 090);
 * so does this read's key.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const today = todayLocal();
  return sharedRead(context.content, ["catalog", "calendar", "site"], `home ${today}`, async () => {
    const db = publicDb(context.cloudflare.env.DB);
    const [slides, cards, holidays, pages, popup] = await db.batch([
      listActiveSlides(db, today),
      listManufacturerCards(db, 2),
      listUpcomingHolidays(db, today, addDays(today, 14)),
      settingQuery(db, "pages"),
      settingQuery(db, "popup"),
    ]);
    return {
      slides,
      cards,
      holidays,
      intro: settingOf("pages", pages).home,
      popup: activePopup(settingOf("popup", popup), today),
    };
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: "창호 전문 제조·시공",
    // The name ends the sentence ("…입니다" fits every name), so no particle (은/는) depends on it.
    description: `자체 공장에서 만든 프리미엄 창호를 정직한 가격으로 시공하는 ${site.name}입니다. 제품 안내, 공지사항, 1:1 문의.`,
    path: "/",
    siteUrl: site.url,
    siteName: site.name,
  });
};

export default function Home() {
  const { slides, cards, holidays, intro, popup } = useLoaderData<typeof loader>();
  // Without slides the intro's title is the page's heading.
  const IntroTitle = slides.length > 0 ? "h2" : "h1";
  return (
    <main id="main">
      {popup ? <HomePopup popup={popup} /> : null}
      <Banner slides={slides} />
      <section className="intro-block" aria-labelledby="intro-title">
        <div className="container">
          {intro.eyebrow ? <p className="eyebrow">{intro.eyebrow}</p> : null}
          <IntroTitle id="intro-title">{intro.title}</IntroTitle>
          <p>{intro.text}</p>
        </div>
      </section>
      {holidays.length > 0 ? (
        <div className="container home-holidays">
          <HolidayNotice holidays={holidays} />
        </div>
      ) : null}
      {/* No heading over an empty list while no manufacturer is shown (decision 134). */}
      {cards.length > 0 ? (
        <section className="section container" aria-labelledby="products-title">
          <h2 id="products-title">제품 안내</h2>
          <ul className="cards">
            {cards.map((m) => (
              <li key={m.manuId}>
                <SiteLink className="card card-product" to={`/manu/${m.manuId}`} onClick={() => rememberStep(2)}>
                  {m.imageName ? (
                    // Sized box (4:3) so the photo arriving later moves nothing; below the banner, so lazy.
                    <img
                      className="card-photo"
                      src={`/item/${m.imageName}`}
                      // The smaller copy (decision 084) where it is enough: a phone at 2× or less.
                      srcSet={`/item/thumb/${m.imageName} 640w, /item/${m.imageName} 1600w`}
                      sizes="(max-width: 600px) 80vw, 502px"
                      alt={`${m.manuName} 대표 제품 사진`}
                      width={800}
                      height={600}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <div className="card-photo card-photo-empty" aria-hidden="true" />
                  )}
                  <h3>{m.manuName}</h3>
                  <p>{m.manuIntro || "제품 라인업과 사양을 확인하세요."}</p>
                  <span className="card-more" aria-hidden="true">
                    자세히 보기 →
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="section container" aria-labelledby="help-title">
        <h2 id="help-title">고객 지원</h2>
        <ul className="cards">
          <li>
            <SiteLink className="card card-accent" to="/inquiryForm" onClick={() => rememberStep(4)}>
              <h3>1:1 문의</h3>
              <p>견적, 시공, 제품 문의를 남겨주시면 빠르게 답변 드립니다.</p>
            </SiteLink>
          </li>
          <li>
            <SiteLink className="card" to="/faq" onClick={() => rememberStep(4)}>
              <h3>자주 묻는 질문</h3>
              <p>견적, 시공 기간, A/S 보증 등 많이 묻는 질문을 모았습니다.</p>
            </SiteLink>
          </li>
        </ul>
      </section>
    </main>
  );
}
