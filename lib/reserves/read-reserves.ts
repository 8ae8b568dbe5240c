// Each reserve address's balance of each asset its network carries, read from the watchers' nodes at one block
// per network, recorded with the amount. A network without a node, or one whose reading failed, is published as
// not read (amount null) rather than as zero, so a missing figure never passes for an empty wallet.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Address, type Hex } from "viem";
import { jsonRpcClient } from "@/lib/deposits/watch/sources/json-rpc";
import { tronHexAddress, tronNode, tronSource } from "@/lib/deposits/watch/sources/tron-source";
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { env } from "@/lib/env";
import { logError } from "@/lib/log-error";
import type { Coin } from "@/lib/money/assets";
import { fromUnits, type PorAsset } from "./merkle-sum-tree";
import { reserveAddresses, type ReserveAddress, type ReserveNetwork } from "./reserve-addresses";
import { esploraAddressReader, tronConstant } from "./reserve-nodes";

export type ReserveReading = {
  network: ReserveNetwork;
  asset: PorAsset;
  address: string;
  /** In the asset, 8 decimals (rounded down: a reserve is never overstated); null when not read. */
  amount: string | null;
  block: number | null;
};

const POR_ASSET_OF: Record<Coin, PorAsset> = { BITCOIN: "BTC", ETHEREUM: "ETH", USDT: "USDT", USDC: "USDC" };

/** Base units with `decimals` → counts of 1e-8, rounded down. */
export function toEightDecimals(raw: bigint, decimals: number): string {
  const units = decimals >= 8 ? raw / 10n ** BigInt(decimals - 8) : raw * 10n ** BigInt(8 - decimals);
  return fromUnits(units);
}

async function readEvm(network: "ETHEREUM" | "BSC", addresses: ReserveAddress[]): Promise<ReserveReading[]> {
  const watched = watchedChain(network);
  const assets: { asset: PorAsset; token: string | null }[] = [
    ...(watched?.native ? [{ asset: POR_ASSET_OF[watched.native], token: null }] : []),
    ...Object.entries(watched?.tokens ?? {}).map(([coin, token]) => ({
      asset: POR_ASSET_OF[coin as Coin],
      token: token ?? null,
    })),
  ];
  const unread = (block: number | null) =>
    addresses.flatMap((a) =>
      (assets.length ? assets : [{ asset: "USDT" as PorAsset }]).map((x) => ({
        network,
        asset: x.asset,
        address: a.address,
        amount: null,
        block,
      })),
    );
  if (addresses.length === 0) return [];
  if (!watched) return unread(null);
  const rpc = jsonRpcClient(network, watched.url);
  try {
    const block = Number(await rpc.call<Hex>("eth_blockNumber", []));
    const tag = `0x${block.toString(16)}`;
    const decimals = new Map<string, number>();
    for (const { token } of assets) {
      if (!token) continue;
      const data = encodeFunctionData({ abi: erc20Abi, functionName: "decimals" });
      const answer = await rpc.call<Hex>("eth_call", [{ to: token, data }, tag]);
      decimals.set(
        token,
        Number(decodeFunctionResult({ abi: erc20Abi, functionName: "decimals", data: answer })),
      );
    }
    const readings: ReserveReading[] = [];
    for (const { address } of addresses) {
      for (const { asset, token } of assets) {
        let raw: bigint;
        if (!token) raw = BigInt(await rpc.call<Hex>("eth_getBalance", [address, tag]));
        else {
          const data = encodeFunctionData({
            abi: erc20Abi,
            functionName: "balanceOf",
            args: [address as Address],
          });
          const answer = await rpc.call<Hex>("eth_call", [{ to: token, data }, tag]);
          raw = decodeFunctionResult({ abi: erc20Abi, functionName: "balanceOf", data: answer });
        }
        readings.push({
          network,
          asset,
          address,
          amount: toEightDecimals(raw, token ? decimals.get(token)! : 18),
          block,
        });
      }
    }
    return readings;
  } catch (err) {
    logError(`[reserves] ${network} balances could not be read`, err);
    return unread(null);
  }
}

/** Bitcoin through the watchers' Esplora node: each address's confirmed balance (its `chain_stats`, funded minus
 *  spent), between two reads of the tip's height; when a block arrives meanwhile the addresses are read again
 *  (a few times), so every figure is at the height recorded. */
async function readBitcoin(addresses: ReserveAddress[], fetchImpl: typeof fetch): Promise<ReserveReading[]> {
  if (addresses.length === 0) return [];
  const watched = watchedChain("BITCOIN");
  if (!watched) return notRead("BITCOIN", "BTC", addresses);
  try {
    const node = esploraAddressReader(watched.url, fetchImpl);
    for (let attempt = 0; attempt < 3; attempt++) {
      const block = await node.tipHeight();
      const satoshis: bigint[] = [];
      for (const { address } of addresses) satoshis.push(await node.confirmedBalance(address));
      if ((await node.tipHeight()) !== block) continue;
      return addresses.map(({ address }, i) => ({
        network: "BITCOIN",
        asset: "BTC",
        address,
        amount: toEightDecimals(satoshis[i]!, 8),
        block,
      }));
    }
    throw new Error("the tip moved during three readings in a row");
  } catch (err) {
    logError("[reserves] BITCOIN balances could not be read", err);
    return notRead("BITCOIN", "BTC", addresses);
  }
}

/** Tron: each address's balance of the configured USDT (TRC-20) contract, by a constant call of balanceOf through
 *  the watchers' node. java-tron answers such a call from its latest state: the block recorded is the node's tip
 *  read just before. TRX is no asset of Apex's and is not read. */
async function readTron(addresses: ReserveAddress[], fetchImpl: typeof fetch): Promise<ReserveReading[]> {
  if (addresses.length === 0) return [];
  const watched = watchedChain("TRON");
  const contract = watched?.tokens.USDT;
  if (!watched || !contract) return notRead("TRON", "USDT", addresses);
  try {
    const config = { url: watched.url, apiKey: env().TRON_API_KEY, tokens: { USDT: contract } };
    const block = await tronSource(config, fetchImpl).tipHeight();
    const node = tronNode(config, fetchImpl);
    const contractHex = tronHexAddress(contract);
    const decimals = Number(await tronConstant(node, contractHex, contractHex, "decimals()", ""));
    if (decimals > 77) throw new Error(`the USDT contract has ${decimals} decimals`);
    const readings: ReserveReading[] = [];
    for (const { address } of addresses) {
      const holder = tronHexAddress(address);
      const units = await tronConstant(
        node,
        holder,
        contractHex,
        "balanceOf(address)",
        holder.slice(2).padStart(64, "0"),
      );
      readings.push({
        network: "TRON",
        asset: "USDT",
        address,
        amount: toEightDecimals(units, decimals),
        block,
      });
    }
    return readings;
  } catch (err) {
    logError("[reserves] TRON balances could not be read", err);
    return notRead("TRON", "USDT", addresses);
  }
}

function notRead(network: ReserveNetwork, asset: PorAsset, addresses: ReserveAddress[]): ReserveReading[] {
  return addresses.map((a) => ({ network, asset, address: a.address, amount: null, block: null }));
}

/** Each listed address's balances; `fetchImpl` reaches the Bitcoin and Tron nodes (tests give recorded answers). */
export async function readReserves(fetchImpl: typeof fetch = fetch): Promise<ReserveReading[]> {
  const addresses = await reserveAddresses();
  const on = (network: ReserveNetwork) => addresses.filter((a) => a.network === network);
  const [ethereum, bsc, bitcoin, tron] = await Promise.all([
    readEvm("ETHEREUM", on("ETHEREUM")),
    readEvm("BSC", on("BSC")),
    readBitcoin(on("BITCOIN"), fetchImpl),
    readTron(on("TRON"), fetchImpl),
  ]);
  return [...ethereum, ...bsc, ...bitcoin, ...tron];
}
