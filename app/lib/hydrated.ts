import { useEffect, useState } from "react";

/** False while the server renders and during hydration, true once the app runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
