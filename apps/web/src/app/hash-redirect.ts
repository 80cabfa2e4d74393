import { pathFromHashAddress } from "@commentlens/shared";
import { useEffect } from "react";
import { useNavigate } from "react-router";

type LocationLike = Pick<Location, "hash" | "origin">;
type HistoryLike = Pick<History, "replaceState" | "state">;

/**
 * The same-origin path a hash-style address (`/#/app?ref=ABC`) stands for, or `undefined`
 * when the hash is an ordinary fragment. Leading slashes and backslashes are collapsed so
 * `#//evil.example` stays on this site instead of becoming a protocol-relative URL.
 */
export function hashAddressTarget(location: LocationLike): string | undefined {
  const raw = pathFromHashAddress(location.hash);
  if (raw === undefined) return undefined;
  const url = new URL(`/${raw.replace(/^[/\\]+/, "")}`, location.origin);
  if (url.origin !== location.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Turns a hash-style address into the real path before the router reads the URL, so old
 * links (mails, referral links like `/#/app?ref=CODE`) keep working. Returns the new path, if any.
 */
export function redirectHashAddress(
  location: LocationLike = window.location,
  history: HistoryLike = window.history,
): string | undefined {
  const target = hashAddressTarget(location);
  if (target === undefined) return undefined;
  history.replaceState(history.state, "", target);
  return target;
}

/**
 * The same for a hash-style address opened while the site is already open (typed into the
 * address bar, or a link to `/#/x` followed from a page of the site): the browser only changes
 * the fragment, so the router would stay where it is. It goes where a fresh load of the
 * address would, in place of the fragment's history entry.
 */
export function useHashAddressRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onHashChange = () => {
      const target = hashAddressTarget(window.location);
      if (target !== undefined) navigate(target, { replace: true });
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [navigate]);
}
