// keen-slider, loaded in the browser after hydration (decision 095). The banner and the item
// gallery render their slides without it; the library is a chunk of its own that the page asks for
// once it runs, so it is neither in the Worker nor in the JavaScript a page needs to show.
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from "keen-slider";
import { useEffect, useRef, useState } from "react";

export type { KeenSliderPlugin };

/**
 * A slider on the element of the returned ref, made once per mount with the first render's options
 * and plugins (their callbacks may only use state setters and refs). `ready` is false until the
 * library has loaded and taken the slides over; `slider` is null until then.
 */
export function useSlider<T extends HTMLElement>(options: KeenSliderOptions, plugins: KeenSliderPlugin[] = []) {
  const container = useRef<T>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const [ready, setReady] = useState(false);
  const first = useRef({ options, plugins });
  useEffect(() => {
    let made: KeenSliderInstance | undefined;
    let gone = false;
    import("./keenSlider.client")
      .then(({ default: KeenSlider }) => {
        if (gone || !container.current) return;
        made = new KeenSlider(container.current, first.current.options, first.current.plugins);
        slider.current = made;
        setReady(true);
      })
      // Not loaded (offline): the first slide stays shown, as before the app ran.
      .catch(() => {});
    return () => {
      gone = true;
      made?.destroy();
      slider.current = null;
    };
  }, []);
  return { container, slider, ready };
}
