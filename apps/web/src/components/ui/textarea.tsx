import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { fieldClasses } from "./input";

export function Textarea({ className, rows, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows ?? 4}
      className={cn(fieldClasses, "min-h-20 px-3 py-2 leading-relaxed", className)}
      {...props}
    />
  );
}
