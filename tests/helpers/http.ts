// Calls a route handler in-process, the way Next.js would, and returns status and parsed JSON. Every answer
// is checked against the OpenAPI document on the way (tests/helpers/openapi-check.ts): a status or body the
// document does not describe fails the test that received it.
import { assertDocumentedAnswer } from "./openapi-check";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  body?: unknown;
  /** A raw body string, for malformed-JSON cases. */
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** The test made the server fail on purpose: a 500 (with the Error body) is the answer it expects. */
  serverFault?: boolean;
};

const isJson = (res: Response) => /^application\/json\s*(;|$)/i.test(res.headers.get("content-type") ?? "");

/**
 * Runs a handler on a request built by the test and returns its Response unread, once checked against the
 * document. A JSON body is checked through a clone; any other body (a CSV stream, an image) by its media type
 * only, so a test can still read it the way a client would.
 */
export async function handle(
  handler: Handler,
  req: Request,
  params: Record<string, string> = {},
  { serverFault = false }: Pick<CallOptions, "serverFault"> = {},
) {
  const res = await handler(req, { params: Promise.resolve(params) });
  assertDocumentedAnswer({
    method: req.method,
    url: req.url,
    status: res.status,
    contentType: res.headers.get("content-type"),
    text: isJson(res) ? await res.clone().text() : undefined,
    serverFault,
  });
  return res;
}

export async function call(handler: Handler, path: string, opts: CallOptions = {}) {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { "content-type": "application/json", ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const method = opts.method ?? (opts.body !== undefined || opts.rawBody !== undefined ? "POST" : "GET");
  const req = new Request(url, {
    method,
    headers,
    body:
      method === "GET" || method === "HEAD" ? undefined : (opts.rawBody ?? JSON.stringify(opts.body ?? {})),
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  assertDocumentedAnswer({
    method,
    url: url.toString(),
    status: res.status,
    contentType: res.headers.get("content-type"),
    text,
    serverFault: opts.serverFault,
  });
  let json: any = undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}
