import Papa from "papaparse";

/** Excel reads a CSV as the local code page unless it starts with a UTF-8 byte order mark. */
export const UTF8_BOM = "\uFEFF";

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"). papaparse's own
 * `escapeFormulae: true` pattern ends in `.*$` without the `s` flag, so a multi-line comment
 * starting with "=" slipped through it; this one looks at the first character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula start right after a character a spreadsheet may split a line on: Excel splits on
 * ";" in many locales (and a field without a comma is not quoted), others on tabs or "|". Each
 * piece would be a cell of its own, starting with "=".
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|])(?=[=+\-@])/g;

/** Whether a text cell is changed by the export to keep it from running as a formula. */
export function looksLikeFormula(text: string): boolean {
  FORMULA_AFTER_SEPARATOR.lastIndex = 0;
  return FORMULA_START.test(text) || FORMULA_AFTER_SEPARATOR.test(text);
}

/** An apostrophe before every formula start that follows a separator: "a;=b" → "a;'=b". */
function guardedAfterSeparators(value: unknown): unknown {
  return typeof value === "string" ? value.replace(FORMULA_AFTER_SEPARATOR, "$1'") : value;
}

/**
 * A header row and data rows as RFC 4180 CSV (CRLF, quoted where needed), without a BOM or a
 * final line break. Text cells that start like a formula get a leading apostrophe, and so does
 * a formula start after a separator inside one; numbers and booleans are left alone (papaparse
 * only guards strings), so negative figures stay numbers.
 */
export function csvTable(fields: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((r) => r.map(guardedAfterSeparators)) },
    { escapeFormulae: FORMULA_START, newline: "\r\n", header: true },
  );
}
