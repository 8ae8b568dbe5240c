// What makes two requests "the same" for an idempotency key: the method, the path with its query, and the
// body, JSON compared by value (key order and spacing do not matter). Keyed with the server's secret, so the
// stored hash of a body carrying a PIN or an authenticator code cannot be tried offline against guesses.
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** The body as compared: canonical JSON when it parses, else the text itself; an empty body is `{}`. */
function canonicalBody(text: string): string {
  if (!text.trim()) return "{}";
  try {
    return JSON.stringify(canonical(JSON.parse(text)));
  } catch {
    return `raw:${text}`;
  }
}

function canonicalTarget(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const query = [...searchParams].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  return query.length ? `${pathname}?${new URLSearchParams(query)}` : pathname;
}

export function requestHash(method: string, url: string, bodyText: string): string {
  return createHmac("sha256", authSecret())
    .update(`idempotency:${method.toUpperCase()}\n${canonicalTarget(url)}\n${canonicalBody(bodyText)}`)
    .digest("hex");
}
