import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Build-time rendered markdown (escaped and sanitised by the content plugin) in the site's prose
 * style. Links to pages of this site navigate in the app instead of reloading it.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    if (!link || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // In-page anchors keep the browser's own jump.
    if (url.pathname === window.location.pathname && url.hash) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks come from the links inside, which keep their own keyboard behaviour.
    <div
      className={className ? `prose ${className}` : "prose"}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built from our own markdown at build time, raw HTML escaped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
