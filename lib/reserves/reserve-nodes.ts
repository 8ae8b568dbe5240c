// The two node calls reserve readings make beyond what the deposit watchers' sources already do: an address's
// confirmed balance from an Esplora node (GET /address/:address, its chain_stats), and a TRC-20 constant call
// through a Tron node (POST /wallet/triggerconstantcontract). Like the sources, errors name the call and the
// node's host, never its URL (which may carry credentials or a provider's key).
import { ChainSourceError } from "@/lib/deposits/watch/chain-source";
import { esploraSource } from "@/lib/deposits/watch/sources/esplora-source";
import type { TronNode } from "@/lib/deposits/watch/sources/tron-source";

const TIMEOUT_MS = 15_000;
const MAX_ANSWER_BYTES = 64 * 1024;

type Stats = { funded_txo_sum?: unknown; spent_txo_sum?: unknown };

const satoshis = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;

export function esploraAddressReader(url: string, fetchImpl: typeof fetch) {
  const parsed = new URL(url);
  const authorization =
    parsed.username || parsed.password
      ? `Basic ${Buffer.from(
          `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`,
        ).toString("base64")}`
      : undefined;
  const base = `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, "")}`;
  const source = esploraSource({ url, network: "mainnet" }, fetchImpl);

  return {
    tipHeight: () => source.tipHeight(),

    /** Satoshis received minus spent in confirmed transactions (the mempool's are not at any block). */
    async confirmedBalance(address: string): Promise<bigint> {
      const path = `/address/${encodeURIComponent(address)}`;
      const where = `Bitcoin node ${parsed.host}: GET /address/…`;
      let res: Response;
      try {
        res = await fetchImpl(`${base}${path}${parsed.search}`, {
          headers: authorization ? { authorization } : {},
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new ChainSourceError(`${where}: no answer`);
      }
      const text = await res.text();
      if (!res.ok) throw new ChainSourceError(`${where}: HTTP ${res.status}`);
      if (text.length > MAX_ANSWER_BYTES) throw new ChainSourceError(`${where}: an answer too large`);
      let answer: { address?: unknown; chain_stats?: Stats };
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        throw new ChainSourceError(`${where}: an answer that is not JSON`);
      }
      const funded = satoshis(answer?.chain_stats?.funded_txo_sum);
      const spent = satoshis(answer?.chain_stats?.spent_txo_sum);
      if (
        typeof answer?.address !== "string" ||
        answer.address.toLowerCase() !== address.toLowerCase() ||
        funded === null ||
        spent === null ||
        spent > funded
      ) {
        throw new ChainSourceError(`${where}: an answer that is not an address's statistics`);
      }
      return funded - spent;
    },
  };
}

type ConstantAnswer = {
  result?: { result?: unknown };
  constant_result?: unknown;
  transaction?: { ret?: { ret?: unknown }[] };
};

/** A TRC-20 view call's single 32-byte result as an integer (`owner` and `contract` as 41-prefixed hex). */
export async function tronConstant(
  node: TronNode,
  owner: string,
  contract: string,
  selector: string,
  parameter: string,
): Promise<bigint> {
  const path = "/wallet/triggerconstantcontract";
  const answer = (await node.post(path, {
    owner_address: owner,
    contract_address: contract,
    function_selector: selector,
    parameter,
  })) as ConstantAnswer;
  const value = Array.isArray(answer?.constant_result) ? answer.constant_result[0] : undefined;
  if (
    answer?.result?.result !== true ||
    answer.transaction?.ret?.[0]?.ret === "FAILED" ||
    typeof value !== "string" ||
    !/^[0-9a-f]{64}$/i.test(value)
  ) {
    throw new ChainSourceError(`Tron: ${path} could not read the token's ${selector}`);
  }
  return BigInt(`0x${value}`);
}
