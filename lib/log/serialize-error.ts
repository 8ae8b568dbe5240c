// An error as a log line's `err`: its type, message, a safe code and the stack's frames, never the values it
// carried. drizzle puts a failed query's parameters into its message and `params`, postgres.js keeps them in
// `parameters` (and the query in `query`), PGlite adds `params`, and Postgres quotes a refused value in its
// message ("invalid input syntax for type uuid: "..."") or `detail`: so only the name, the message cut before
// "params:" with every parameter's text blotted out, and the frames of the stack are kept; `detail`, `where`,
// the parameters and anything else the error holds are dropped.

export type SerializedError = {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
};

/** drizzle, then the driver, then its cause: deeper than this is noise. */
const MAX_CAUSES = 4;
/** Shorter parameters (true, 1, "en") are not worth blotting and would blot ordinary words. */
const MIN_BLOTTED_LENGTH = 3;

// A code is kept when it cannot be a secret: a Node or driver name (ECONNREFUSED, ERR_INVALID_URL) or a
// Postgres SQLSTATE on an error that comes from Postgres (five characters, often digits only, like a PIN).
const NAMED_CODE = /^[A-Z][A-Z0-9_]{2,40}$/;
const SQLSTATE = /^[0-9A-Z]{5}$/;

function fromDatabase(e: Record<string, unknown>): boolean {
  return (
    typeof e.severity === "string" ||
    typeof e.severity_local === "string" ||
    /postgres|database/i.test(String(e.name))
  );
}

function safeCode(e: Record<string, unknown>): string | undefined {
  const code = e.code;
  if (typeof code !== "string") return undefined;
  if (NAMED_CODE.test(code) && !/^\d+$/.test(code)) return code;
  if (SQLSTATE.test(code) && fromDatabase(e)) return code;
  return undefined;
}

/** Every parameter text anywhere in the chain of causes (drizzle's `params`, postgres.js's `parameters`). */
export function parameterTexts(err: object): string[] {
  const texts = new Set<string>();
  const add = (v: unknown, depth = 0) => {
    if (depth > 3 || v === null || v === undefined) return;
    if (Array.isArray(v)) v.forEach((x) => add(x, depth + 1));
    else if (typeof v === "object") Object.values(v as object).forEach((x) => add(x, depth + 1));
    else {
      const text = String(v);
      if (text.length >= MIN_BLOTTED_LENGTH) texts.add(text);
    }
  };
  let e: unknown = err;
  for (let depth = 0; depth < MAX_CAUSES && e !== null && typeof e === "object"; depth++) {
    const holder = e as { params?: unknown; parameters?: unknown; cause?: unknown };
    add(holder.params);
    add(holder.parameters);
    e = holder.cause;
  }
  // The longest first, so a parameter containing another is blotted whole.
  return [...texts].sort((a, b) => b.length - a.length);
}

/** `text` with each parameter's text replaced by "[param]". */
export function blotParameters(text: string, params: string[]): string {
  let out = text;
  for (const p of params) out = out.split(p).join("[param]");
  return out;
}

function blot(text: string, params: string[]): string {
  const out = blotParameters(text.split(/\n?params:/)[0], params);
  // Credentials in a URL (a connection string in a driver's message).
  return out.replace(/\/\/[^/\s@]*@/g, "//***@");
}

function typeOf(e: Record<string, unknown>): string {
  if (typeof e.name === "string" && e.name) return e.name;
  return (e.constructor as { name?: string } | undefined)?.name ?? "Error";
}

/** The frames of the stack ("    at ..." lines): where, never what (its first lines repeat the message). */
function framesOf(e: Record<string, unknown>): string {
  const stack = e.stack;
  if (typeof stack !== "string") return "";
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

function serializeOne(e: Record<string, unknown>, params: string[], depth: number): SerializedError {
  const type = typeOf(e);
  const message = blot(typeof e.message === "string" ? e.message : "", params);
  const frames = depth === 0 ? framesOf(e) : "";
  const out: SerializedError = { type, message };
  const code = safeCode(e);
  if (code) out.code = code;
  if (frames) out.stack = `${type}: ${message}\n${blot(frames, params)}`;
  const cause = e.cause;
  if (depth + 1 < MAX_CAUSES && cause !== null && typeof cause === "object")
    out.cause = serializeOne(cause as Record<string, unknown>, params, depth + 1);
  return out;
}

/** pino's `err` serializer: a thrown value of any kind as safe fields. */
export function serializeError(err: unknown): SerializedError {
  // A thrown string or number could be anything (a token someone threw): only its kind is kept.
  if (err === null || typeof err !== "object")
    return { type: typeof err, message: "a non-Error value was thrown" };
  return serializeOne(err as Record<string, unknown>, parameterTexts(err), 0);
}
