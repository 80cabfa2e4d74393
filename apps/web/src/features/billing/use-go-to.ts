import { useCallback } from "react";
import { useNavigate } from "react-router";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The same site: the same origin, or, on a developer's machine, another loopback name for the
 * same port (the server's default public URL says "localhost" where the browser may use
 * 127.0.0.1, and the session cookie belongs to the name the browser used).
 */
function sameSite(url: URL, here: Location): boolean {
  if (url.origin === here.origin) return true;
  return (
    url.protocol === here.protocol &&
    url.port === here.port &&
    LOOPBACK.has(url.hostname) &&
    LOOPBACK.has(here.hostname)
  );
}

/** The path of an address on this site ("/account?x"), or undefined for another site. */
export function sitePath(url: string): string | undefined {
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return url;
  try {
    const parsed = new URL(url);
    if (sameSite(parsed, window.location)) {
      return parsed.pathname + parsed.search + parsed.hash;
    }
  } catch {
    // Not a URL at all: let the browser decide below.
  }
  return undefined;
}

/**
 * Follows an address the billing server handed out: a page of this site opens in the app
 * (the local provider's checkout and portal), anything else (Stripe) loads in the browser.
 */
export function useGoTo(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const path = sitePath(url);
      if (path) navigate(path);
      else window.location.assign(url);
    },
    [navigate],
  );
}
