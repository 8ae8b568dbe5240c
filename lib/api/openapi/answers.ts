// Output schemas shared by many operations of the OpenAPI document (lib/api/route-table.ts). Where an answer
// is only described (`described`), its fields are listed in words and the schema allows any further keys.
import { z } from "zod";

const errorParams = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.array(z.object({ amount: z.string(), asset: z.string() }))]),
);

/** Every 4xx answer (lib/api/errors.ts, lib/api/route.ts `errorResponse`). */
export const errorAnswer = z
  .object({
    message: z.string().describe("A sentence the client may show as it is"),
    code: z
      .string()
      .describe(
        "The error's stable machine-readable name (USER_NOT_FOUND): a client shows its own text for it in the " +
          "reader's language, and the message when it has none",
      ),
    params: errorParams
      .optional()
      .describe(
        "The figures and names inside the message, for a code whose text has them (INSUFFICIENT_BALANCE_AVAILABLE: " +
          '{ "available": "0.5", "asset": "BTC" }): amounts as decimal strings beside their asset or currency; ' +
          'a list of amounts as [{ "amount": "1.5", "asset": "BTC" }] (USER_STILL_HAS_BALANCE\'s balances)',
      ),
    errors: z
      .array(
        z.object({
          path: z.string(),
          message: z.string(),
          code: z.string().optional().describe("Given when the message has figures or names in it"),
          params: errorParams.optional(),
        }),
      )
      .optional()
      .describe("One entry per invalid field of the body or query (400)"),
    retryAfter: z.number().int().optional().describe("Seconds to wait (429; also the Retry-After header)"),
  })
  .loose()
  .meta({ id: "Error" });

/** `{ message }`: the answer of most mutations. */
export const messageAnswer = z.object({ message: z.string() }).meta({ id: "Message" });

/** `pagination` of the paged admin lists: present when the call gave limit, offset, q or a filter. */
export const paginationAnswer = z
  .object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
  .meta({ id: "Pagination" });

/** An answer described in words: the object's fields are named in `description`; other keys may appear. */
export function described(description: string, shape: z.ZodRawShape = {}) {
  return z.object(shape).loose().describe(description);
}

/** A list answer `{ [key]: item[] , pagination? }`. */
export function listOf(key: string, item: z.ZodType, { paged = false }: { paged?: boolean } = {}) {
  return z.object({
    [key]: z.array(item),
    ...(paged ? { pagination: paginationAnswer.optional() } : {}),
  });
}
