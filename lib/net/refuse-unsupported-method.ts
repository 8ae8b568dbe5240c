// TRACE and TRACK are methods the Fetch standard forbids: Next.js builds a `Request` for every call it routes,
// undici throws on these two ("'TRACE' HTTP method is unsupported."), and the client got a 500 with the stack
// in the log. They are answered here, before Next.js sees them. (CONNECT never reaches a request listener:
// Node.js gives it its own event, and with no listener closes the socket.)
import type { IncomingMessage, ServerResponse } from "node:http";

const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK"]);
export const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

/** True when the request was answered (405) and must not be passed on. */
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse | undefined): boolean {
  if (!req.method || !FORBIDDEN_METHODS.has(req.method.toUpperCase()) || !res) return false;
  const body = JSON.stringify({ message: "Method not allowed" });
  res.writeHead(405, {
    Allow: ALLOWED_METHODS,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    // Answered before next.config.mjs's headers apply.
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
  // The body of a TRACE (if any) is not read; drain it so the connection can be reused.
  req.resume();
  return true;
}
