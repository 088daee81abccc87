// An item's photos on its manufacturer page (main first, API-SHAPES §3 fileBoxes). One photo is a
// plain image; several make a keen-slider gallery (the banner's library, so no new code reaches the
// browser) with swipe, previous/next buttons, arrow keys and thumbnail buttons; until it has loaded,
// the photos scroll sideways by themselves (global.css). Only the first photo loads eagerly; every
// image has its size, so nothing shifts while they load.
import { type KeyboardEvent, type TouchEvent, useEffect, useRef, useState } from "react";
import { useSlider } from "~/lib/slider";

export interface GalleryImage {
  fileBoxId: number;
  fileName: string;
}

const WIDTH = 800;
const HEIGHT = 600;
const srcOf = (image: GalleryImage) => `/item/${image.fileName}`;
/** The thumbnail buttons show the smaller copy (decision 084), not every full picture. */
const thumbOf = (image: GalleryImage) => `/item/thumb/${image.fileName}`;

export function ItemGallery({ images, itemName }: { images: readonly GalleryImage[]; itemName: string }) {
  const [first] = images;
  if (!first) return <div className="item-noimage">이미지 준비 중</div>;
  if (images.length === 1) {
    return (
      <img className="item-photo" src={srcOf(first)} alt={`${itemName} 제품 사진`} width={WIDTH} height={HEIGHT} />
    );
  }
  return <Carousel images={images} itemName={itemName} />;
}

/** Two fingers on a photo zoom the page (touch-action in global.css): the slider, listening on the
 * track, does not see them, or it takes their spread for a swipe and cancels the zoom. */
const keepPinch = (e: TouchEvent) => {
  if (e.touches.length > 1) e.stopPropagation();
};

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

function Carousel({ images, itemName }: { images: readonly GalleryImage[]; itemName: string }) {
  const count = images.length;
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  // `ready` once the slider has taken over the track (after hydration): swipes work from then on.
  const {
    container: trackRef,
    slider,
    ready,
  } = useSlider<HTMLDivElement>({
    loop: true,
    selector: ".gallery-slide",
    defaultAnimation: { duration: reducedMotion() ? 0 : 400 },
    slideChanged(s) {
      setCurrent(s.track.details.rel);
    },
  });
  const label = (i: number) => `사진 ${i + 1} / ${count}`;

  // A photo swiped to before the slider came (the track scrolls natively until then) stays shown.
  useEffect(() => {
    const track = trackRef.current;
    if (!ready || !track || track.scrollLeft < 1) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    track.scrollLeft = 0;
    slider.current?.moveToIdx(index, true, { duration: 0 });
  }, [ready, trackRef, slider]);

  /** Moves by `delta` photos from where the slider is heading, so quick repeated clicks all count. */
  function step(delta: number): number | undefined {
    const s = slider.current;
    if (!s) return undefined;
    const target = (s.animator.targetIdx ?? s.track.details.abs) + delta;
    s.moveToIdx(target, true);
    return s.track.absToRel(target);
  }
  function show(index: number): number {
    slider.current?.moveToIdx(index);
    return index;
  }

  // Arrow keys anywhere in the gallery; on a thumbnail, the focus follows the photo shown.
  function onKeyDown(e: KeyboardEvent) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    let index: number | undefined;
    if (e.key === "ArrowLeft") index = step(-1);
    else if (e.key === "ArrowRight") index = step(1);
    else if (e.key === "Home") index = show(0);
    else if (e.key === "End") index = show(count - 1);
    else return;
    e.preventDefault();
    if (index !== undefined && thumbs.current.includes(document.activeElement as HTMLButtonElement)) {
      thumbs.current[index]?.focus();
    }
  }

  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={`${itemName} 제품 사진`}
      onKeyDown={onKeyDown}
    >
      <div className="gallery-stage" onTouchStartCapture={keepPinch} onTouchMoveCapture={keepPinch}>
        <div ref={trackRef} className="gallery-track" aria-live="polite" data-ready={ready || undefined}>
          {images.map((image, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group, not a form fieldset
            <div
              key={image.fileBoxId}
              className="gallery-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={label(i)}
              // Until the slider runs, every photo can be scrolled to, so each is there to be read.
              aria-hidden={ready ? i !== current : undefined}
            >
              <img
                src={srcOf(image)}
                alt={`${itemName} 제품 사진 ${i + 1}`}
                width={WIDTH}
                height={HEIGHT}
                loading={i === 0 ? "eager" : "lazy"}
                decoding={i === 0 ? "sync" : "async"}
                draggable={false}
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          className="gallery-prev"
          aria-label="이전 사진"
          disabled={!ready}
          onClick={() => step(-1)}
        >
          ‹
        </button>
        <button type="button" className="gallery-next" aria-label="다음 사진" disabled={!ready} onClick={() => step(1)}>
          ›
        </button>
        <p className="gallery-count" aria-hidden="true">
          {current + 1} / {count}
        </p>
      </div>
      <ul className="gallery-thumbs" aria-label="사진 고르기">
        {images.map((image, i) => (
          <li key={image.fileBoxId}>
            <button
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              aria-label={label(i)}
              aria-current={i === current ? "true" : undefined}
              disabled={!ready}
              onClick={() => show(i)}
            >
              <img
                src={thumbOf(image)}
                alt=""
                width={160}
                height={120}
                loading="lazy"
                decoding="async"
                draggable={false}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
