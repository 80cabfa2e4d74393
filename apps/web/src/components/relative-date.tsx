import { formatDateTime, formatRelative } from "../lib/dates";
import { Tooltip } from "./ui/tooltip";

/** "3 days ago", with the full date on hover and keyboard focus. */
export function RelativeDate({ iso }: { iso: string }) {
  const full = formatDateTime(iso);
  return (
    <Tooltip content={full}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users get the full date too. */}
      <time dateTime={iso} tabIndex={0} className="rounded-sm tabular-nums">
        {formatRelative(iso)}
      </time>
    </Tooltip>
  );
}
