// A software WebAuthn authenticator for the API tests: an ES256 key per credential (node:crypto), the
// authenticatorData, clientDataJSON and "none" attestation a browser and a platform authenticator would send,
// so the server's @simplewebauthn checks run on real signatures. Discoverable: a sign-in's options list no
// credential and the authenticator answers with the one it holds for the relying party.
import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The few CBOR items a WebAuthn attestation needs: integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return Buffer.concat([head(2, value.length), value]);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as object);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (b: Buffer) => b.toString("base64url");
const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest();

export type SoftCredential = {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
};

export type CeremonyOptions = {
  /** The page's origin the browser writes in clientDataJSON (another site's, to test refusals). */
  origin?: string;
  /** The relying party id the authenticator hashes (another site's, to test refusals). */
  rpId?: string;
  /** The signature counter to send instead of the next one (a clone's counter going back). */
  counter?: number;
  /** Clear the user-verified flag. */
  noUserVerification?: boolean;
};

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin = "http://localhost:3000") {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter >>> 0);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), c, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() with a registration options JSON: a new ES256 credential. */
  create(options: Json, opts: CeremonyOptions = {}): Json {
    const rpId: string = opts.rpId ?? options.rp.id;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const idBytes = Buffer.from(sha256(`${Math.random()}:${Date.now()}`).subarray(0, 16));
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const len = Buffer.alloc(2);
    len.writeUInt16BE(idBytes.length);
    const attested = Buffer.concat([Buffer.alloc(16), len, idBytes, cose]);
    const flags = 0x01 | (opts.noUserVerification ? 0 : 0x04) | 0x40;
    const counter = opts.counter ?? 0;
    const authData = this.authData(rpId, flags, counter, attested);
    const attestationObject = cbor({ fmt: "none", attStmt: {}, authData });
    const credential: SoftCredential = {
      id: b64url(idBytes),
      rpId,
      userHandle: options.user.id,
      privateKey,
      counter,
    };
    this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(
          this.clientData("webauthn.create", options.challenge, opts.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** navigator.credentials.get() with an authentication options JSON: an assertion of a held credential. */
  get(options: Json, opts: CeremonyOptions & { credentialId?: string } = {}): Json {
    const allowed: string[] = (options.allowCredentials ?? []).map((c: Json) => c.id);
    const credential = this.credentials.find(
      (c) =>
        (opts.credentialId ? c.id === opts.credentialId : true) &&
        (allowed.length === 0 || allowed.includes(c.id)) &&
        (opts.rpId ? true : c.rpId === options.rpId),
    );
    if (!credential) throw new Error("The soft authenticator holds no credential for these options");
    const counter = opts.counter ?? credential.counter + 1;
    credential.counter = Math.max(credential.counter, counter);
    const flags = 0x01 | (opts.noUserVerification ? 0 : 0x04);
    const authData = this.authData(opts.rpId ?? credential.rpId, flags, counter);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, opts.origin ?? this.origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
