// Database ids. Every id column is a Postgres `integer` (serial), so an id is a whole number from 1 to 2^31 − 1;
// a larger one passed JavaScript's safe-integer check and then failed in the database ("integer out of range").
// One rule for path ids (parseId in lib/api/route.ts: anything else is a 404, no such row) and for ids in a
// body or query string (idField: a validation field, so anything else is a 400).
import { z } from "zod";

/** The largest value a Postgres `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** `text` as an id when it is digits naming a row that can exist, else null. */
export function toId(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A database id sent in a body or query: a JSON number or a digit string. `message`, when given, replaces
 *  both default texts (the admin screens have one text per call, e.g. 'Please select a user'). */
export function idField(label: string, message?: string) {
  return z
    .union([z.number(), z.string()], { error: message ?? `${label} is required` })
    .transform((value, ctx) => {
      const id = toId(typeof value === "number" ? String(value) : value.trim());
      if (id === null) {
        ctx.addIssue({
          code: "custom",
          message: message ?? `${label} must be a whole number from 1 to ${MAX_ID}`,
        });
        return z.NEVER;
      }
      return id;
    });
}
