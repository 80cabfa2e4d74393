let displayNames: Intl.DisplayNames | null | undefined;

/** "pt" → "Portuguese", "und" → "Unknown"; the code itself when the browser cannot name it. */
export function languageName(code: string): string {
  if (code === "und" || code === "") return "Unknown";
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(["en"], { type: "language" });
    } catch {
      displayNames = null;
    }
  }
  try {
    return displayNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
