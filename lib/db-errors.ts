// Postgres error codes, whichever driver raised them (drizzle may wrap the driver's error in `cause`).
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === "23505";
export const isCheckViolation = (err: unknown) => pgErrorCode(err) === "23514";

// The database is down, restarting, refusing or full: nothing is wrong with the request, and the same call
// succeeds once the server is back (the API answers 503 with Retry-After, never 500).
const UNAVAILABLE_CODES = new Set([
  // The socket: nobody listening, the connection dropped, the host unreachable or not resolved.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // postgres.js: the connection closed under a query, the pool ended, connecting took too long.
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  // Postgres: shut down by an administrator, after a crash, still starting, session timed out, too many
  // connections.
  "57P01",
  "57P02",
  "57P03",
  "57P05",
  "53300",
]);

function unavailableCode(code: unknown): boolean {
  // SQLSTATE class 08: connection exceptions (the server went away, refused the connection, protocol).
  return typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

/** The code by which `err` (or what it wraps: drizzle's `cause`, a dual-stack connect's AggregateError) says
 *  the database cannot be reached right now; undefined for any other error. */
export function databaseUnavailableCode(err: unknown, depth = 0): string | undefined {
  if (!err || typeof err !== "object" || depth > 4) return undefined;
  const code = (err as { code?: unknown }).code;
  if (unavailableCode(code)) return code as string;
  const inner = (err as { errors?: unknown }).errors;
  if (Array.isArray(inner)) {
    for (const e of inner) {
      const found = databaseUnavailableCode(e, depth + 1);
      if (found) return found;
    }
  }
  return databaseUnavailableCode((err as { cause?: unknown }).cause, depth + 1);
}

export const isDatabaseUnavailable = (err: unknown) => databaseUnavailableCode(err) !== undefined;
