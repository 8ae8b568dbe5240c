// Money inputs shared by forms and handlers: amounts, assets and ids.
import { z } from "zod";
import { amountSchema } from "@/lib/money/amount";
import { ASSETS, COINS } from "@/lib/money/assets";

export const amountField = amountSchema();

export const coinField = z.enum(COINS, { error: "Asset must be one of BITCOIN, ETHEREUM, USDT or USDC" });

/** Paying for a subscription: a coin, or USD for the main balance. */
export const paymentAssetField = z.enum(ASSETS, {
  error: "Asset must be one of USD, BITCOIN, ETHEREUM, USDT or USDC",
});

/** A database id sent in a body: a positive integer, as a JSON number or a digit string. */
export function idField(label: string) {
  return z.union([z.number(), z.string()], { error: `${label} is required` }).transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const id = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id <= 0) {
      ctx.addIssue({ code: "custom", message: `${label} must be a positive whole number` });
      return z.NEVER;
    }
    return id;
  });
}
