// The exchange-rate feed parser: the ECB's daily reference rates as published, a compatible JSON feed, and the
// broken bodies that must fall back instead of showing a wrong figure.
import fs from "node:fs";
import path from "node:path";
import { parseFxFeed } from "@/lib/fx/parse-feed";

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "../fixtures/fx", name), "utf8");

describe("parseFxFeed, ECB eurofxref-daily.xml", () => {
  it("turns the euro reference rates into USD-based rates, with the day they are of", () => {
    // The ECB's file of 29 April 2022 as published: EUR 1 = USD 1.0540 = GBP 0.83908 = JPY 137.01, so
    // 1 USD = 1/1.0540 EUR, 0.83908/1.0540 GBP, 137.01/1.0540 JPY.
    expect(parseFxFeed(fixture("eurofxref-daily.xml"))).toEqual({
      asOf: "2022-04-29",
      rates: { EUR: "0.9487666034", GBP: "0.7960910816", JPY: "129.9905123" },
    });
  });

  it("accepts double quotes and CRLF line ends", () => {
    const body = fixture("eurofxref-daily.xml").replace(/'/g, '"').replace(/\n/g, "\r\n");
    expect(parseFxFeed(body)?.rates.EUR).toBe("0.9487666034");
  });

  it("refuses a file cut off in the middle (nothing partial is shown as live)", () => {
    expect(parseFxFeed(fixture("eurofxref-daily-truncated.xml"))).toBeNull();
  });

  it.each([
    ["an HTML error page", "<!DOCTYPE html><html><body>Service unavailable</body></html>"],
    ["an empty body", ""],
    ["plain text", "rates unavailable"],
    [
      "a day without the dollar",
      fixture("eurofxref-daily.xml").replace(/\t+<Cube currency='USD'[^\n]*\n/, ""),
    ],
    ["a zero rate", fixture("eurofxref-daily.xml").replace("rate='0.83908'", "rate='0'")],
    ["a rate that is not a number", fixture("eurofxref-daily.xml").replace("rate='137.01'", "rate='n/a'")],
    ["an impossible date", fixture("eurofxref-daily.xml").replace("2022-04-29", "2022-13-45")],
  ])("refuses %s", (_case, body) => {
    expect(parseFxFeed(body)).toBeNull();
  });
});

describe("parseFxFeed, JSON", () => {
  it("reads a EUR-based feed the same way as the ECB file", () => {
    const body = {
      base: "EUR",
      date: "2026-11-24",
      rates: { USD: 1.0912, GBP: 0.84825, JPY: 163.45, CHF: 0.9402 },
    };
    expect(parseFxFeed(JSON.stringify(body))).toEqual({
      asOf: "2026-11-24",
      rates: { EUR: "0.9164222874", GBP: "0.7773552053", JPY: "149.7892229" },
    });
  });

  it("takes a USD-based feed's rates as they are, and keeps a full time in UTC", () => {
    const body = {
      base: "USD",
      date: "2026-11-25T11:00:00+01:00",
      rates: { EUR: "0.9162", GBP: "0.7781", JPY: "149.62" },
    };
    expect(parseFxFeed(JSON.stringify(body))).toEqual({
      asOf: "2026-11-25T10:00:00.000Z",
      rates: { EUR: "0.9162", GBP: "0.7781", JPY: "149.62" },
    });
  });

  it.each([
    ["broken JSON", '{"base":"EUR","date":"2026-11-24","rates":{"USD":1.09'],
    [
      "another base",
      JSON.stringify({ base: "CHF", date: "2026-11-24", rates: { USD: 1.1, EUR: 1, GBP: 1, JPY: 1 } }),
    ],
    ["no date", JSON.stringify({ base: "USD", rates: { EUR: 0.9, GBP: 0.8, JPY: 150 } })],
    [
      "a missing currency",
      JSON.stringify({ base: "USD", date: "2026-11-24", rates: { EUR: 0.9, GBP: 0.8 } }),
    ],
    [
      "a negative rate",
      JSON.stringify({ base: "USD", date: "2026-11-24", rates: { EUR: -0.9, GBP: 0.8, JPY: 150 } }),
    ],
    ["an array", "[]"],
  ])("refuses %s", (_case, body) => {
    expect(parseFxFeed(body)).toBeNull();
  });
});
