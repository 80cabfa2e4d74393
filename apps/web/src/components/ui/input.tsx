import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const fieldClasses = [
  "w-full rounded-control border border-input bg-surface text-base text-foreground sm:text-sm",
  "placeholder:text-muted-foreground",
  "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
  "disabled:cursor-not-allowed disabled:opacity-60",
  "aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive",
];

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return (
    <input type={type ?? "text"} className={cn(fieldClasses, "h-10 px-3", className)} {...props} />
  );
}
