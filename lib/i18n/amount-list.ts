// A list of amounts with their assets ("1.5 BTC, 200 USDT") sent as data rather than as one English string, so
// each reader's language writes the numbers and the list its own way (de: "1,5 BTC, 200 USDT"). English keeps
// the server's plain digits (no grouping, at most 8 decimals) and its comma list.

export type AmountItem = { amount: string; asset: string };
export type AmountList = AmountItem[];

export function isAmountList(value: unknown): value is AmountList {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as AmountItem).amount === "string" &&
        typeof (item as AmountItem).asset === "string",
    )
  );
}

/** The list as the English record writes it: "1.5 BTC, 200 USDT". */
export function englishAmountList(items: AmountList): string {
  return items.map((i) => `${i.amount} ${i.asset}`).join(", ");
}

/** The list in `locale`: its digits, decimal mark and list separators. */
export function formatAmountList(items: AmountList, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 8, useGrouping: locale !== "en" });
  // A decimal string keeps every digit (a number would round past 15 significant digits).
  const amount = (value: string) => number.format(value as unknown as number);
  const list = new Intl.ListFormat(locale, { type: "unit", style: "short" });
  return list.format(items.map((i) => `${amount(i.amount)} ${i.asset}`));
}

/** Params ready for a catalogue text: each amount list written out in `locale`, other values as given. */
export function withAmountLists(
  params: Record<string, unknown>,
  locale: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (isAmountList(value)) out[key] = formatAmountList(value, locale);
    else if (typeof value === "string" || typeof value === "number") out[key] = value;
    else out[key] = String(value);
  }
  return out;
}
