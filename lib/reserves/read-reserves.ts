// Each reserve address's balance of each asset its network carries, read from the watchers' nodes at one block
// per network, recorded with the amount. A network without a node, or one whose reading failed, is published as
// not read (amount null) rather than as zero, so a missing figure never passes for an empty wallet.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Address, type Hex } from "viem";
import { jsonRpcClient } from "@/lib/deposits/watch/sources/json-rpc";
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { logError } from "@/lib/log-error";
import type { Coin } from "@/lib/money/assets";
import { fromUnits, type PorAsset } from "./merkle-sum-tree";
import { reserveAddresses, type ReserveAddress, type ReserveNetwork } from "./reserve-addresses";

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

/** Bitcoin (BIP-322 wallets) and Tron are listed, their balances not read here yet: published as not read. */
function notReadHere(
  network: ReserveNetwork,
  asset: PorAsset,
  addresses: ReserveAddress[],
): ReserveReading[] {
  return addresses.map((a) => ({ network, asset, address: a.address, amount: null, block: null }));
}

export async function readReserves(): Promise<ReserveReading[]> {
  const addresses = await reserveAddresses();
  const on = (network: ReserveNetwork) => addresses.filter((a) => a.network === network);
  const [ethereum, bsc] = await Promise.all([readEvm("ETHEREUM", on("ETHEREUM")), readEvm("BSC", on("BSC"))]);
  return [
    ...ethereum,
    ...bsc,
    ...notReadHere("BITCOIN", "BTC", on("BITCOIN")),
    ...notReadHere("TRON", "USDT", on("TRON")),
  ];
}
