// What the document says about an operation that takes an `Idempotency-Key` (lib/idempotency): the request
// header, the `Idempotent-Replayed` header of a replayed answer, and the refusals the key itself brings.
type Answer = { description: string; headers?: Record<string, unknown>; content?: unknown };
type Operation = { parameters?: unknown[]; responses: Record<string, unknown>; [field: string]: unknown };

const errorBody = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

const KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "A unique value per action (a UUID), sent again unchanged when the same action is retried. The first " +
    "answer (success, or a refusal the action gave) is kept for at least 24 hours for this user and key; the " +
    "same request with the key gets it again without running twice. Input refused as malformed, a rate " +
    "limit and server errors keep nothing. Without the header the request runs every time.",
  schema: {
    type: "string",
    minLength: 1,
    maxLength: 255,
    pattern: "^[\\x21-\\x7e]([\\x20-\\x7e]*[\\x21-\\x7e])?$",
  },
};

const REPLAYED_HEADER = {
  "Idempotent-Replayed": {
    description: "`true` when this is the stored answer of an earlier request with the same key",
    schema: { type: "string", enum: ["true"] },
  },
};

const ADDED_ERRORS: Record<string, string> = {
  "400": "The Idempotency-Key is not 1 to 255 printable characters",
  "409": "A request with this Idempotency-Key is still being processed: retry shortly",
  "422": "This Idempotency-Key was already used with a different request (method, path, query or body)",
};

/** The operation with the header parameter, the replay header on every answer and the key's refusals. */
export function withIdempotencyKey<O extends Operation>(idempotent: boolean | undefined, operation: O): O {
  if (!idempotent) return operation;
  const responses: Record<string, Answer> = {};
  for (const [status, answer] of Object.entries(operation.responses as Record<string, Answer>))
    responses[status] = { ...answer, headers: { ...answer.headers, ...REPLAYED_HEADER } };
  for (const [status, description] of Object.entries(ADDED_ERRORS)) {
    const existing = responses[status];
    responses[status] = existing
      ? { ...existing, description: `${existing.description}; or: ${description}` }
      : { description, headers: REPLAYED_HEADER, content: errorBody };
  }
  return { ...operation, parameters: [...(operation.parameters ?? []), KEY_PARAMETER], responses };
}
