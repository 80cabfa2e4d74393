import { withoutSeparators } from "../../text/word-forms.js";
import type { Context } from "../context.js";
import type { Theme } from "../themes.js";

/** A bio's lines: its line breaks and the dots and bars people set between parts ("·", "|", "•"). */
function bioLines(bio: string): string[] {
  let text = bio;
  for (const mark of ["·", "|", "•"]) text = text.replaceAll(mark, "\n");
  return text.split("\n").filter((line) => line.trim() !== "");
}

/** A line cut after each ".", "!" or "?" that a space follows ("Open daily. DM to order"). */
function splitAfterStops(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < line.length; i++) {
    if (".!?".includes(line[i - 1] as string) && (line[i] as string).trim() === "") {
      parts.push(line.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(line.slice(start));
  return parts;
}

/** The part of the bio that mentions a theme ("Preorders open Thursdays 8pm"), if any. */
export function bioLine(ctx: Context, theme: Theme): string | null {
  const bio = ctx.profile?.biography ?? "";
  const key = theme.key;
  for (const line of bioLines(bio)) {
    for (const part of splitAfterStops(line)) {
      if (withoutSeparators(part.toLowerCase()).includes(key)) return part.trim();
    }
  }
  return null;
}
