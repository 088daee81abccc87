import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/hydrated";
import { siteImageUrl } from "~/lib/siteImages";
import { type KeenSliderPlugin, useSlider } from "~/lib/slider";

export const BANNER_DELAY_MS = 5000;
/** Where a slide's picture for phones replaces its wide one (decision 038). */
const PHONE = "(max-width: 479px)";

/** A slide as the home page's loader gives it (functions/services/siteMedia.ts listActiveSlides). */
export interface BannerSlide {
  slideId: number;
  imageName: string;
  /** The picture for phones, when the owner gave one (decision 038). */
  mobileImageName: string | null;
  imageAlt: string;
  headline: string;
  description: string;
  linkUrl: string | null;
}

/** Changes slide every BANNER_DELAY_MS and keeps going after the visitor drags or clicks. */
function autoplay(paused: () => boolean): KeenSliderPlugin {
  return (slider) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      clearTimeout(timeout);
      timeout = setTimeout(() => {
        if (!paused()) slider.next();
        next();
      }, BANNER_DELAY_MS);
    };
    slider.on("created", next);
    slider.on("dragStarted", () => clearTimeout(timeout));
    slider.on("animationEnded", next);
    slider.on("updated", next);
    slider.on("destroyed", () => clearTimeout(timeout));
  };
}

/** The home carousel of the active slides (decision 031); nothing at all when there are none. */
export function Banner({ slides }: { slides: readonly BannerSlide[] }) {
  // A new set of slides is a new slider (it is made once per mount).
  return slides.length > 0 ? <Carousel key={slides.map((s) => s.slideId).join(".")} slides={slides} /> : null;
}

function Carousel({ slides }: { slides: readonly BannerSlide[] }) {
  const [opacities, setOpacities] = useState<number[]>(slides.map((_, i) => (i === 0 ? 1 : 0)));
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(false);
  // A visitor who asked for less motion (iOS 동작 줄이기, Android 애니메이션 제거) finds it paused and
  // may start it with ▶. Read in the browser: the server's page cannot know, and shows ❚❚ until then.
  useEffect(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) {
      pausedRef.current = true;
      setPaused(true);
    }
  }, []);
  // Until the app runs, only the first slide is laid out: the others could not be shown yet, and
  // fetching and decoding their 1600 px pictures would compete with the first paint on a phone.
  const live = useHydrated();
  const { container, slider, ready } = useSlider<HTMLDivElement>(
    {
      slides: slides.length,
      loop: true,
      renderMode: "custom",
      defaultAnimation: { duration: 1200 },
      detailsChanged(s) {
        // Crossfade: each slide's opacity is its share of the viewport.
        setOpacities(s.track.details.slides.map((slide) => slide.portion));
        setCurrent(s.track.details.rel);
      },
    },
    [autoplay(() => pausedRef.current)],
  );
  return (
    <section className="banner" aria-roledescription="carousel" aria-label="메인 배너">
      <div ref={container} className={live ? "banner-track live" : "banner-track"}>
        {slides.map((s, i) => (
          <div
            key={s.slideId}
            className="banner-slide"
            style={{ opacity: opacities[i] ?? 0 }}
            aria-hidden={i !== current}
          >
            <picture>
              {/* A phone shows a 380 px high middle part of the wide picture; the owner may give it its own. */}
              {s.mobileImageName ? <source media={PHONE} srcSet={siteImageUrl(s.mobileImageName)} /> : null}
              <img
                src={siteImageUrl(s.imageName)}
                width={1600}
                height={700}
                alt={s.imageAlt}
                // React 18 only passes the attribute through in lower case.
                {...{ fetchpriority: i === 0 ? "high" : "low" }}
                loading={i === 0 ? "eager" : "lazy"}
                decoding={i === 0 ? "sync" : "async"}
              />
            </picture>
            <div className="banner-caption container">
              {i === 0 ? <h1>{s.headline}</h1> : <p className="banner-headline">{s.headline}</p>}
              {s.description ? <p>{s.description}</p> : null}
              {s.linkUrl ? (
                <a className="banner-link" href={s.linkUrl} tabIndex={i === current ? undefined : -1}>
                  자세히 보기 <span className="visually-hidden">: {s.headline}</span>
                </a>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      <div className="banner-controls container">
        <button type="button" onClick={() => slider.current?.prev()} aria-label="이전 배너" disabled={!ready}>
          ‹
        </button>
        {slides.map((s, i) => (
          <button
            key={s.slideId}
            type="button"
            className={i === current ? "dot active" : "dot"}
            aria-label={`${i + 1}번째 배너 보기`}
            aria-current={i === current}
            disabled={!ready}
            onClick={() => slider.current?.moveToIdx(i)}
          />
        ))}
        <button type="button" onClick={() => slider.current?.next()} aria-label="다음 배너" disabled={!ready}>
          ›
        </button>
        <button
          type="button"
          onClick={() => {
            pausedRef.current = !paused;
            setPaused(!paused);
          }}
          aria-label={paused ? "배너 자동 넘김 재생" : "배너 자동 넘김 일시정지"}
        >
          {paused ? "▶" : "❚❚"}
        </button>
      </div>
    </section>
  );
}
