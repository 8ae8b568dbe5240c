// The server log's view of an error: what failed and where, never the values it carried. drizzle puts a
// failed query's parameters into its error's message and `params` (and PGlite adds `params` to its own), so
// logging such an error whole printed a new account's password hash, e-mail and phone; Postgres's `detail`
// can quote a row's values too. Only each error's name, SQLSTATE code and message (cut before "params:")
// and the outermost stack's frames are printed.
import { inspect } from "node:util";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { areaLog, rootLog } from "@/lib/log/logger";
import { blotParameters, parameterTexts } from "@/lib/log/serialize-error";

/** drizzle, then the driver, then its cause: deeper than this is noise. */
const MAX_CAUSES = 4;

function headline(e: object): string {
  const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
  const label = typeof name === "string" ? name : (e.constructor?.name ?? "Error");
  const sqlState = typeof code === "string" ? ` [${code}]` : "";
  const text = typeof message === "string" ? message.split(/\nparams:/)[0] : "";
  return `${label}${sqlState}: ${text}`;
}

/** The stack's frames without its first lines, which repeat the message (and so drizzle's parameters). */
function frames(e: object): string {
  const stack = (e as { stack?: unknown }).stack;
  if (typeof stack !== "string") return "";
  // V8 starts the stack with `${name}: ${message}` (the name as it was when the error was made); a stack
  // that starts otherwise is not ours to cut safely, so it is left out.
  const message = (e as { message?: unknown }).message;
  const headers = [String(e), `Error: ${message}`, `${e.constructor?.name}: ${message}`];
  const header = headers.find((h) => stack.startsWith(h));
  return header === undefined ? "" : stack.slice(header.length);
}

export function describeError(err: unknown): string {
  if (err === null || typeof err !== "object") return String(err);
  // Postgres quotes a refused value in its message (invalid input syntax for type uuid: "..."): any text
  // that was one of the query's parameters is blotted out.
  const params = parameterTexts(err);
  const lines: string[] = [];
  let e: unknown = err;
  for (let depth = 0; depth < MAX_CAUSES && e !== null && typeof e === "object"; depth++) {
    lines.push(depth === 0 ? headline(e) : `  caused by ${headline(e)}`);
    e = (e as { cause?: unknown }).cause;
  }
  return blotParameters(lines.join("\n") + frames(err), params);
}

/**
 * An error line of the server log (lib/log/logger.ts): `label` says what was being done, its "[area]" prefix
 * becomes the line's `area`, and the error goes in `err` reduced to safe fields (lib/log/serialize-error.ts).
 */
export function logError(label: string, err: unknown): void {
  const [, area, what] = /^\[([\w-]+)\]\s*(.*)$/s.exec(label) ?? [];
  (area ? areaLog(area) : rootLog()).error({ err }, area ? what : label);
}

// An error that escapes every handler of ours (one thrown while Next renders a page) is logged by Next with
// console.error(err), which formats it through util.inspect: make that the same parameter-free text.
Object.defineProperty(DrizzleQueryError.prototype, inspect.custom, {
  value(this: DrizzleQueryError) {
    return describeError(this);
  },
  configurable: true,
});
