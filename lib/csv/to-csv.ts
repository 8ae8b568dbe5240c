// CSV for files people open in a spreadsheet (RFC 4180 quoting), safe against formula injection: a cell
// that starts with = + - @ (or their full-width forms ＝ ＋ － ＠, which spreadsheets read the same), with ;
// (a cell separator where the list separator is a semicolon), a tab or a carriage return, also after leading
// spaces, could run as a formula in Excel, Sheets or LibreOffice, so it is prefixed with a single quote. A
// cell holding ; is quoted too, so a spreadsheet that splits on semicolons keeps it whole. Numbers are
// written as numbers, so a negative amount stays a number; so does an exact decimal passed as text
// ("-0.00000001"): a plain number cannot be a formula.
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[\t\r]|^\s*[=+\-@;\uff1d\uff0b\uff0d\uff20]/;
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value) : value;
  if (typeof value === "string" && FORMULA_START.test(text) && !PLAIN_DECIMAL.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows, each ending in CRLF: a file written in pieces (a streamed download) is their concatenation. */
export function csvRows(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

/** A header row and data rows, CRLF-separated with a final CRLF (what spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvRows([header, ...rows]);
}
