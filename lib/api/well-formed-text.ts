// Text a client sends must be storable as it was sent. Postgres refuses a NUL character in `text` and `jsonb`
// (the query fails: a 500 from any free-text field), and a lone UTF-16 surrogate cannot be encoded as UTF-8
// (the driver silently stores U+FFFD instead, so the row would differ from what was accepted). Both are
// refused here, once, for every JSON body, multipart field and query string (lib/api/parse-input.ts,
// parse-multipart.ts), so no route can forget to: a 400 naming each field, before anything is read or written.
import { badRequest, type FieldError } from "./errors";

export const TEXT_NOT_ALLOWED = "Contains a character that is not allowed (a NUL or an unpaired surrogate)";

/** NUL, or a surrogate half without its partner. */
const BAD_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isWellFormedText = (text: string) => !BAD_CHARACTER.test(text);

/** Where `value` (a parsed body or query, at any depth, keys included) holds text that is not storable. */
export function illFormedTextErrors(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  // A loop, not recursion: JSON.parse accepts nesting deep enough to overflow the call stack (a 500).
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === "string") {
      if (!isWellFormedText(item)) errors.push({ path: path || "body", message: TEXT_NOT_ALLOWED });
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    for (const [key, child] of Object.entries(item)) {
      // A key is text too: a record's keys can be stored.
      if (!isWellFormedText(key)) errors.push({ path: path || "body", message: TEXT_NOT_ALLOWED });
      else pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return errors.reverse();
}

/** A 400 `{ message, errors }` naming every field of `value` that holds text no column can store. */
export function assertWellFormedText(value: unknown): void {
  const errors = illFormedTextErrors(value);
  if (errors.length > 0) throw badRequest(errors[0].message, { errors });
}
