/** @jest-environment jsdom */
// The dashboards' money actions send an Idempotency-Key: one per user action, the same on its retries.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { useDecideWithdrawal } from "@/lib/hooks/admin/use-admin-withdrawals";
import { newIdempotencyKey } from "@/lib/hooks/use-idempotency-key";
import { useRequestWithdrawal } from "@/lib/hooks/use-withdrawals";

type Reply = { status: number; body: unknown } | "network";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fetch that answers the queued replies in order and records the key each request carried. */
function mockFetch(...replies: Reply[]) {
  const keys: (string | null)[] = [];
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get("Idempotency-Key"));
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === "network") throw new TypeError("Failed to fetch");
    return {
      ok: reply.status < 300,
      status: reply.status,
      text: async () => JSON.stringify(reply.body),
    } as Response;
  }) as unknown as typeof fetch;
  return keys;
}

function wrapper(retry: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry, retryDelay: 0 } },
  });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const body = {
  amount: "0.25",
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
  pin: "4821",
} as Parameters<ReturnType<typeof useRequestWithdrawal>["mutateAsync"]>[0];

const settle = (p: Promise<unknown>) => p.catch(() => undefined);

describe("the money mutations' Idempotency-Key", () => {
  it("sends a UUID key and the same one when TanStack Query retries after no answer", async () => {
    const keys = mockFetch("network", { status: 200, body: { message: "ok" } });
    const { result } = renderHook(() => useRequestWithdrawal(), { wrapper: wrapper(1) });
    await act(() => result.current.mutateAsync(body));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it("starts a new key for the next action once the server has answered, even with the same values", async () => {
    const keys = mockFetch({ status: 200, body: {} }, { status: 200, body: {} });
    const { result } = renderHook(() => useRequestWithdrawal(), { wrapper: wrapper(0) });
    await act(() => result.current.mutateAsync(body));
    await act(() => result.current.mutateAsync(body));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("a refusal the server decided ends the action; no answer or 'still processing' keeps its key", async () => {
    const keys = mockFetch(
      "network",
      {
        status: 409,
        body: {
          message: "A request with this idempotency key is still being processed",
          code: "A_REQUEST_WITH_THIS_IDEMPOTENCY_KEY_IS_STILL_BEING_PROCESSED",
        },
      },
      { status: 400, body: { message: "Insufficient balance" } },
      { status: 200, body: {} },
    );
    const { result } = renderHook(() => useRequestWithdrawal(), { wrapper: wrapper(0) });
    for (let i = 0; i < 4; i++) await act(() => settle(result.current.mutateAsync(body)));
    expect(keys[1]).toBe(keys[0]); // sent again after the connection dropped
    expect(keys[2]).toBe(keys[0]); // sent again while the first was still running
    expect(keys[3]).not.toBe(keys[0]); // the 400 was the answer: the next click is a new action
  });

  it("changed values are a new action; a double click while running is the same one", async () => {
    const keys = mockFetch("network");
    const { result } = renderHook(() => useRequestWithdrawal(), { wrapper: wrapper(0) });
    await act(() => settle(result.current.mutateAsync(body)));
    await act(() => settle(result.current.mutateAsync({ ...body, amount: "0.5" })));
    expect(keys[1]).not.toBe(keys[0]);
    await act(() =>
      Promise.all([
        settle(result.current.mutateAsync({ ...body, amount: "0.75" })),
        settle(result.current.mutateAsync({ ...body, amount: "0.75" })),
      ]),
    );
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("each admin decision is its own action", async () => {
    const keys = mockFetch();
    const { result } = renderHook(() => useDecideWithdrawal(), { wrapper: wrapper(0) });
    await act(() => settle(result.current.mutateAsync({ id: 1, decision: "approve" })));
    await act(() => settle(result.current.mutateAsync({ id: 2, decision: "approve" })));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("makes a version-4 UUID without crypto.randomUUID (a page served over plain HTTP)", () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const a = newIdempotencyKey();
      expect(a).toMatch(UUID);
      expect(newIdempotencyKey()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});
