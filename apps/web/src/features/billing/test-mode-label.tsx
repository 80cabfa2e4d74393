import { FlaskConical } from "lucide-react";

/** Says plainly that the local provider's pages move no real money. */
export function TestModeLabel({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-2 rounded-control border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm font-semibold text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
