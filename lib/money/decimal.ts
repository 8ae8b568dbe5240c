// Exact decimal arithmetic for money. Columns are numeric(30,8); values travel as strings between the
// database and this module and are computed with decimal.js, never with JS floats.
import Decimal from "decimal.js";

/** 50 significant digits is far beyond numeric(30,8); no exponent notation, so strings go straight to SQL. */
export const Money = Decimal.clone({
  precision: 50,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -50,
  toExpPos: 50,
});
export type Money = Decimal;

export const MONEY_SCALE = 8;

export function money(value: Decimal.Value): Decimal {
  return new Money(value);
}

/** The canonical string for SQL parameters: plain notation, no trailing zeros. */
export function moneyString(value: Decimal.Value): string {
  return new Money(value).toFixed();
}

/** Rounded UP to 8 decimals: what the platform collects never falls short of the price. */
export function roundUpToScale(value: Decimal.Value): Decimal {
  return new Money(value).toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_UP);
}

/** Rounded DOWN to 8 decimals: what the platform pays out never exceeds what it owes. */
export function roundDownToScale(value: Decimal.Value): Decimal {
  return new Money(value).toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_DOWN);
}

/** Half-up to 8 decimals, for informational figures such as USD equivalents. */
export function roundToScale(value: Decimal.Value): Decimal {
  return new Money(value).toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP);
}

/** For JSON display fields the spec reads as numbers; never feed the result back into arithmetic. */
export function toDisplayNumber(value: Decimal.Value | null | undefined): number {
  return value === null || value === undefined ? 0 : new Money(value).toNumber();
}
