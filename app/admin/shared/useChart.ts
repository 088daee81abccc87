// A canvas drawn by Chart.js, which chart.client.ts loads in the browser on demand (never on the
// server). `draw` is a module-level function, so the chart is redrawn only when `input` changes.
import type { Chart } from "chart.js";
import { useEffect, useRef } from "react";

export type DrawChart<T> = (ChartJs: typeof Chart, canvas: HTMLCanvasElement, input: T) => Chart;

export function useChart<T>(input: T, draw: DrawChart<T>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: Chart | undefined;
    let cancelled = false;
    void import("~/admin/dashboard/chart.client").then(({ Chart: ChartJs }) => {
      if (!cancelled && canvas.current) chart = draw(ChartJs, canvas.current, input);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [input, draw]);
  return canvas;
}
