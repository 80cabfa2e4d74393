import { clsx } from "clsx";

// clsx, not cn: the header puts this on the landing chunk, which skips tailwind-merge.

/** The first letter of the email in a circle (the user menu's avatar). */
export function Avatar({ email, className }: { email: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground uppercase",
        className,
      )}
    >
      {email.charAt(0) || "?"}
    </span>
  );
}
