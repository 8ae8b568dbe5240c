// Calls a route handler in-process, the way Next.js would, and returns status and parsed JSON.
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
};

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
  let json: any = undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}
