// A small JSON-RPC client for EVM nodes with request batching. Node URLs often carry an API key (Infura,
// Alchemy), so errors name the chain and the method, never the URL.
import { ChainSourceError } from "../chain-source";

type RpcCall = { method: string; params: unknown[] };
type RpcAnswer = { id: number; result?: unknown; error?: { code: number; message: string } };

export type JsonRpc = {
  call<T>(method: string, params: unknown[]): Promise<T>;
  /** Several calls in one HTTP request; answers in the order asked. */
  batch<T>(calls: RpcCall[]): Promise<T[]>;
};

export function jsonRpcClient(
  label: string,
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 15_000,
): JsonRpc {
  async function post(body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const reason =
        err instanceof Error && err.name === "TimeoutError" ? "timed out" : "could not be reached";
      throw new ChainSourceError(`${label} node ${reason}`);
    }
    if (!response.ok) throw new ChainSourceError(`${label} node answered HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new ChainSourceError(`${label} node answered something that is not JSON`);
    }
  }

  function unwrap<T>(method: string, answer: RpcAnswer | undefined): T {
    if (!answer || typeof answer !== "object")
      throw new ChainSourceError(`${label} node gave no answer to ${method}`);
    if (answer.error)
      throw new ChainSourceError(
        `${label} node refused ${method}: ${String(answer.error.message).slice(0, 200)}`,
      );
    return answer.result as T;
  }

  return {
    async call<T>(method: string, params: unknown[]) {
      return unwrap<T>(method, (await post({ jsonrpc: "2.0", id: 1, method, params })) as RpcAnswer);
    },
    async batch<T>(calls: RpcCall[]) {
      if (calls.length === 0) return [];
      const answers = await post(
        calls.map((c, id) => ({ jsonrpc: "2.0", id, method: c.method, params: c.params })),
      );
      if (!Array.isArray(answers)) throw new ChainSourceError(`${label} node does not answer batched calls`);
      const byId = new Map((answers as RpcAnswer[]).map((a) => [Number(a?.id), a]));
      return calls.map((c, id) => unwrap<T>(c.method, byId.get(id)));
    },
  };
}
