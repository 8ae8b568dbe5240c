// CSV for files people open in a spreadsheet (RFC 4180 quoting), safe against formula injection: a cell
// that starts with = + - @ (or a tab / carriage return) would run as a formula in Excel or Sheets, so it
// is prefixed with a single quote. Numbers are written as numbers, so a negative amount stays a number.
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value) : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows, CRLF-separated with a final CRLF (what spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
