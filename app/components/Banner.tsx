import { type KeenSliderPlugin, useKeenSlider } from "keen-slider/react";
import { useRef, useState } from "react";

export const BANNER_DELAY_MS = 5000;

export const BANNER_SLIDES = [
  {
    image: "banner-1",
    alt: "넓은 통창 너머로 하늘이 보이는 거실",
    headline: "오래가는 프리미엄 창호",
    description: "자체 공장에서 직접 만든 튼튼한 창호로 사계절 내내 따뜻하고 조용한 집을 만듭니다.",
  },
  {
    image: "banner-2",
    alt: "노을빛이 드는 창과 소파가 놓인 실내",
    headline: "공간에 맞춘 인테리어 디자인",
    description: "집의 분위기와 생활 방식에 어울리는 색상과 프레임을 함께 고민합니다.",
  },
  {
    image: "banner-3",
    alt: "색상과 구성이 다른 세 가지 창호",
    headline: "원하는 대로, 맞춤 창호 디자인",
    description: "크기, 색상, 유리 사양까지 현장에 꼭 맞게 설계하고 시공합니다.",
  },
] as const;

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

export function Banner() {
  const [opacities, setOpacities] = useState<number[]>(BANNER_SLIDES.map((_, i) => (i === 0 ? 1 : 0)));
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(false);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      slides: BANNER_SLIDES.length,
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
      <div ref={sliderRef} className="banner-track">
        {BANNER_SLIDES.map((s, i) => (
          <div
            key={s.image}
            className="banner-slide"
            style={{ opacity: opacities[i] ?? 0 }}
            aria-hidden={i !== current}
          >
            <img
              src={`/images/${s.image}-800.webp`}
              srcSet={`/images/${s.image}-800.webp 800w, /images/${s.image}-1600.webp 1600w`}
              sizes="100vw"
              width={1600}
              height={700}
              alt={s.alt}
              // React 18 only passes the attribute through in lower case.
              {...{ fetchpriority: i === 0 ? "high" : "low" }}
              loading={i === 0 ? "eager" : "lazy"}
              decoding={i === 0 ? "sync" : "async"}
            />
            <div className="banner-caption container">
              {i === 0 ? <h1>{s.headline}</h1> : <p className="banner-headline">{s.headline}</p>}
              <p>{s.description}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="banner-controls container">
        <button type="button" onClick={() => slider.current?.prev()} aria-label="이전 배너">
          ‹
        </button>
        {BANNER_SLIDES.map((s, i) => (
          <button
            key={s.image}
            type="button"
            className={i === current ? "dot active" : "dot"}
            aria-label={`${i + 1}번째 배너 보기`}
            aria-current={i === current}
            onClick={() => slider.current?.moveToIdx(i)}
          />
        ))}
        <button type="button" onClick={() => slider.current?.next()} aria-label="다음 배너">
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
