import type { ReactNode } from "react";

/** A checkbox or radio with its words beside it, the whole line clickable. */
export function Choice({
  type = "checkbox",
  name,
  checked,
  onChange,
  children,
}: {
  type?: "checkbox" | "radio";
  /** The radio group's name. */
  name?: string;
  checked: boolean;
  onChange(): void;
  children: ReactNode;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-primary"
      />
      {children}
    </label>
  );
}
