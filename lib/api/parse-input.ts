// Reading client input for the route handlers: the JSON body (size-capped), the query string and path ids.
import type { z } from "zod";
import { toId } from "@/lib/validation/ids";
import { templated } from "./error-codes";
import { ApiError, badRequest, notFound } from "./errors";
import { assertWellFormedText } from "./well-formed-text";

/** Body caps in bytes. JSON calls are small; the long free-text forms (a 5,000-character message can take
 *  three bytes a character) and the admin e-mail (500 recipients) pass a larger cap. A signed payout batch is
 *  up to 2,000,000 characters of base64, hex or JSON text (lib/payouts/bitcoin/signed-batch-schema.ts): ASCII,
 *  of which JSON escapes a quote or backslash to two bytes, so twice that fits any upload the schema takes. */
export const BODY_LIMIT = {
  default: 8 * 1024,
  longText: 32 * 1024,
  email: 256 * 1024,
  signedBatch: 4 * 1024 * 1024,
} as const;

/** The JSON body parsed with a zod schema; an empty body counts as `{}`. A body above `maxBytes` is a 413,
 *  text no column can store (lib/api/well-formed-text.ts) a 400. */
export async function parseBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  { maxBytes = BODY_LIMIT.default }: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  const text = await readBody(req, maxBytes);
  let data: unknown = {};
  if (text.trim()) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(400, "Request body must be valid JSON");
    }
  }
  assertWellFormedText(data);
  return schema.parse(data);
}

function tooLarge(maxBytes: number) {
  const [limit, unit] =
    maxBytes >= 1024 * 1024
      ? [Math.floor(maxBytes / (1024 * 1024)), "MB"]
      : [Math.floor(maxBytes / 1024), "kB"];
  return new ApiError(
    413,
    `Request body is too large (at most ${limit} ${unit})`,
    templated("REQUEST_BODY_TOO_LARGE", { limit, unit }),
  );
}

/** The body as text (see readBytes). */
async function readBody(req: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBytes(req, maxBytes));
}

/** The raw body, refused before it is buffered: a declared Content-Length above the cap is refused
 *  unread, and a streamed body (no length, or a lying one) is dropped as soon as it passes the cap. */
export async function readBytes(req: Request, maxBytes: number): Promise<Buffer> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client hung up (or its stream broke) mid-body: nobody is left to answer, and it is no fault of
      // ours, so a 4xx that is not logged rather than an "unhandled error" 500 in the log.
      throw new ApiError(400, "The request body could not be read");
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The query string parsed with a zod schema. A parameter given twice (`?id=1&id=2`) is ambiguous: a 400,
 *  never a silent pick of one of them. */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(req.url).searchParams) {
    if (Object.hasOwn(params, key))
      throw badRequest(
        `The query parameter '${key}' is given more than once`,
        templated("QUERY_PARAMETER_REPEATED", { name: key }),
      );
    params[key] = value;
  }
  assertWellFormedText(params);
  return schema.parse(params);
}

/** Route ids name a row (lib/validation/ids.ts); anything else, malformed or out of range, is a 404. */
export function parseId(value: string | undefined): number {
  const id = value === undefined ? null : toId(value);
  if (id === null) throw notFound();
  return id;
}
