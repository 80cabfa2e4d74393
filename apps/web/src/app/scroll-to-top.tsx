import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Every navigation starts at the top of the new page, unless the address names an
 * element on it (`/how-it-works#honest-numbers`), which is then scrolled into view.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every pathname change.
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : "";
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);

  return null;
}
