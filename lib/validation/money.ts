// Money inputs shared by forms and handlers: amounts and assets (ids: ./ids.ts).
import { z } from "zod";
import Decimal from "decimal.js";
import { amountSchema, parseAmount } from "@/lib/money/amount";
import { ASSETS, COINS } from "@/lib/money/assets";

export const amountField = amountSchema();

export const coinField = z.enum(COINS, { error: "Asset must be one of BITCOIN, ETHEREUM, USDT or USDC" });

/** Paying for a subscription: a coin, or USD for the main balance. */
export const paymentAssetField = z.enum(ASSETS, {
  error: "Asset must be one of USD, BITCOIN, ETHEREUM, USDT or USDC",
});

/** A money amount with one caller-chosen message for every failure (the admin screens' texts), on the same
 *  rules as every other amount (lib/money/amount.ts); `allowZero` for plan minimums and USD values. */
export function moneyField(message: string, { allowZero = false }: { allowZero?: boolean } = {}) {
  return z.unknown().transform((input, ctx) => {
    const zero = input === 0 || (typeof input === "string" && /^0+(\.0+)?$/.test(input.trim()));
    if (allowZero && zero) return "0";
    const result = parseAmount(input);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return result.value;
  });
}

type DecimalOptions = { message: string; places: number; integerDigits: number; allowZero?: boolean };

/** A non-money decimal (interest rates, total returns: 4 places), as a JSON number or a numeric string. */
export function decimalField({ message, places, integerDigits, allowZero = false }: DecimalOptions) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = typeof value === "number" ? value : value.trim();
    const d =
      typeof text === "number"
        ? Number.isFinite(text)
          ? new Decimal(text)
          : null
        : /^\d+(\.\d+)?$/.test(text)
          ? new Decimal(text)
          : null;
    const ok =
      d !== null &&
      !d.isNegative() &&
      (allowZero || !d.isZero()) &&
      d.decimalPlaces() <= places &&
      d.lt(new Decimal(10).pow(integerDigits));
    if (!ok) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return d.toFixed();
  });
}
