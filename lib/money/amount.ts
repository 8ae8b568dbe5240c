// One amount rule for every money input (forms and handlers): a JSON number or a plain decimal string,
// greater than 0, at most 8 decimals (refused, never rounded), no exponent notation, no NaN.
import { z } from "zod";
import { MONEY_SCALE, Money } from "./decimal";

/** Far below numeric(30,8)'s ceiling, so a balance plus any single amount can never overflow. */
export const MAX_AMOUNT = new Money("1000000000000000");

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export type AmountResult = { ok: true; value: string } | { ok: false; message: string };

export function parseAmount(input: unknown, label = "Amount"): AmountResult {
  if (input === undefined || input === null || (typeof input === "string" && input.trim() === "")) {
    return { ok: false, message: `${label} is required` };
  }
  let value: InstanceType<typeof Money>;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, message: `${label} must be a number` };
    value = new Money(input);
  } else if (typeof input === "string") {
    // "1e3", "0x10", "1,000", "NaN" and "Infinity" all fail here: what the user typed is what is charged.
    if (!PLAIN_DECIMAL.test(input.trim())) return { ok: false, message: `${label} must be a number` };
    value = new Money(input.trim());
  } else {
    return { ok: false, message: `${label} must be a number` };
  }
  if (value.lte(0)) return { ok: false, message: `${label} must be greater than 0` };
  if (value.decimalPlaces() > MONEY_SCALE) {
    return { ok: false, message: `${label} can have at most ${MONEY_SCALE} decimal places` };
  }
  if (value.gt(MAX_AMOUNT)) return { ok: false, message: `${label} is too large` };
  return { ok: true, value: value.toFixed() };
}

/** A zod field yielding the canonical decimal string. */
export function amountSchema(label = "Amount") {
  return z.unknown().transform((input, ctx) => {
    const result = parseAmount(input, label);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.value;
  });
}
