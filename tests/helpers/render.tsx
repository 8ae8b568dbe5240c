// Component-test helpers: render inside a fresh QueryClient (no retries) with the toaster, and a typed
// fetch mock that answers by "METHOD /path" and records what the component sent.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Toaster } from "sonner";

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export const jsonReply = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => JSON.stringify(body),
});

export type Reply = { status: number; body: unknown } | { networkError: true };
type Handler = Reply | ((body: unknown, url: URL) => Reply | Promise<Reply>) | { pending: true };

export type ApiCall = { method: string; path: string; search: string; body: unknown };

/**
 * Installs a fetch mock. Keys are "GET /api/users/balances" (query string ignored); a handler is a reply,
 * a function of the sent body, or `{ pending: true }` to keep the request in flight (loading states).
 * Unknown routes answer 404 so a test notices a call it did not expect.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    // JSON bodies parsed; a multipart FormData handed over as sent, for the test to read its fields and files.
    const body =
      typeof init?.body === "string"
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonReply(404, { message: `No mock for ${method} ${url.pathname}` });
    if ("pending" in handler) return new Promise(() => {});
    const reply = typeof handler === "function" ? await handler(body, url) : handler;
    if ("networkError" in reply) throw new TypeError("Failed to fetch");
    return jsonReply(reply.status, reply.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, sent: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const fail = (status: number, message: string, extra: object = {}): Reply => ({
  status,
  body: { message, ...extra },
});
