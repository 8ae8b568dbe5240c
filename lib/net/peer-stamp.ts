// The TCP peer of a request, for route handlers. Next.js gives them a Request without the socket, and
// `next start` fills X-Forwarded-For from the socket only when the client sent none (base-server.js:
// `req.headers['x-forwarded-for'] ??= socket.remoteAddress`), so that header is the client's to forge.
// installPeerStamp() (instrumentation.ts) writes the socket address into a header of our own on every
// incoming request, overwriting whatever the client put there. The value carries a random per-process
// nonce: a request that reached the server before the stamp was installed (next dev answers during
// start-up) and carries a forged header of that name is not believed.
import http from "node:http";
import https from "node:https";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { refuseUnsupportedMethod } from "./refuse-unsupported-method";

export const PEER_HEADER = "x-apex-peer";

// Kept on the http module itself, not on globalThis: the patch below lives on the servers' shared prototype, so
// whatever installs or reads the stamp must agree on one nonce and one "installed" mark for as long as that
// prototype lives. (Under jest every test file has its own globalThis but the same core modules: marks kept
// on globalThis let each file wrap the prototype again with its own nonce, and the oldest wrapper won.)
type PeerState = { nonce?: string; installed?: boolean };
const STATE = Symbol.for("apex.peerStamp");
const g = ((http as unknown as Record<symbol, PeerState>)[STATE] ??= {});

/** The header value that vouches for `address` in this process (the stamp itself, and tests). */
export function stampFor(address: string): string {
  g.nonce ??= randomBytes(16).toString("hex");
  return `${g.nonce} ${address}`;
}

/** The socket address the stamp recorded, or null for an unstamped request or a forged stamp. */
export function stampedPeer(req: Request): string | null {
  const nonce = g.nonce;
  const value = req.headers.get(PEER_HEADER);
  if (!nonce || !value) return null;
  const [given, address] = value.split(" ");
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(nonce);
  if (a.length !== b.length || !timingSafeEqual(a, b) || !address) return null;
  return address;
}

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/** Idempotent. Every http(s) server of the process stamps its requests before any listener sees them (and
 *  answers the methods Next.js cannot route itself, lib/net/refuse-unsupported-method.ts). */
export function installPeerStamp(): void {
  if (g.installed) return;
  g.installed = true;
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as { emit: Emit }[]) {
    const emit = proto.emit;
    proto.emit = function (this: unknown, event, ...args) {
      if (event === "request" || event === "checkContinue") {
        const req = args[0] as http.IncomingMessage;
        if (refuseUnsupportedMethod(req, args[1] as http.ServerResponse)) return true;
        req.headers[PEER_HEADER] = stampFor(req.socket?.remoteAddress ?? "");
      }
      return emit.call(this, event, ...args);
    };
  }
}
