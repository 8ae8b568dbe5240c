// The CSV writer of downloads: RFC 4180 quoting and spreadsheet-formula neutralising, as a table of cases.
import { csvCell, toCsv } from "@/lib/csv/to-csv";

describe("csvCell", () => {
  test.each<[string, Parameters<typeof csvCell>[0], string]>([
    ["plain text", "Basic", "Basic"],
    ["a number", 12.5, "12.5"],
    ["a negative number stays a number", -3, "-3"],
    ["empty", "", ""],
    ["null", null, ""],
    ["a comma", "Gold, Silver", '"Gold, Silver"'],
    ["quotes are doubled", 'The "Pro" plan', '"The ""Pro"" plan"'],
    ["a line break", "two\nlines", '"two\nlines"'],
    ["leading space kept", " padded", '" padded"'],
    ["= formula", "=1+1", "'=1+1"],
    ["+ formula", "+1", "'+1"],
    ["- formula in text", "-2+3", "'-2+3"],
    ["an exact negative decimal stays a number", "-0.00000001", "-0.00000001"],
    ["a decimal-looking formula is not one", "-1e3", "'-1e3"],
    ["@ formula", "@SUM(A1)", "'@SUM(A1)"],
    ["tab start", "\t=1", "'\t=1"],
    ["formula with a comma", '=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ["; start (semicolon-separated spreadsheets)", ";=1+1", '"\';=1+1"'],
    ["; inside is quoted, so the cell is not split", "a;=1+1", '"a;=1+1"'],
    ["carriage-return start", "\r=1", '"\'\r=1"'],
    ["tab then text", "\tplain", "'\tplain"],
    ["full-width equals", "＝1+1", "'＝1+1"],
    ["full-width plus", "＋1", "'＋1"],
    ["full-width minus", "－1", "'－1"],
    ["full-width at", "＠SUM(A1)", "'＠SUM(A1)"],
    ["a formula after leading spaces", "  =1+1", "'  =1+1"],
    ["a formula after an ideographic space", "\u3000=1+1", "'\u3000=1+1"],
  ])("%s", (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

test("toCsv writes a header, rows and CRLF line ends", () => {
  expect(
    toCsv(
      ["A", "B"],
      [
        ["x", 1],
        ["y,z", null],
      ],
    ),
  ).toBe('A,B\r\nx,1\r\n"y,z",\r\n');
});
