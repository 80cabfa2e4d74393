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
 * A header row and data rows as RFC 4180 CSV (CRLF, quoted where needed), without a BOM or a
 * final line break. Text cells that start like a formula get a leading apostrophe; numbers and
 * booleans are left alone (papaparse only guards strings), so negative figures stay numbers.
 */
export function csvTable(fields: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((r) => [...r]) },
    { escapeFormulae: FORMULA_START, newline: "\r\n", header: true },
  );
}
