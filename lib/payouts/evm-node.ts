// The node calls a payout needs, over the watchers' JSON-RPC client (its errors never carry the node's URL).
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Address, type Hex } from "viem";
import { jsonRpcClient, type JsonRpc } from "@/lib/deposits/watch/sources/json-rpc";

export type Receipt = { status: "0x1" | "0x0"; blockNumber: Hex; transactionHash: Hex };

export class EvmNode {
  private readonly rpc: JsonRpc;
  constructor(label: string, url: string, fetchImpl?: typeof fetch) {
    this.rpc = jsonRpcClient(label, url, fetchImpl);
  }

  async chainId(): Promise<number> {
    return Number(await this.rpc.call<Hex>("eth_chainId", []));
  }
  async blockNumber(): Promise<number> {
    return Number(await this.rpc.call<Hex>("eth_blockNumber", []));
  }
  /** Transactions of `address` mined so far ("latest") or including the node's pool ("pending"). */
  async nonce(address: Address, tag: "latest" | "pending" = "latest"): Promise<number> {
    return Number(await this.rpc.call<Hex>("eth_getTransactionCount", [address, tag]));
  }
  async balance(address: Address): Promise<bigint> {
    return BigInt(await this.rpc.call<Hex>("eth_getBalance", [address, "latest"]));
  }
  async tokenBalance(token: Address, owner: Address): Promise<bigint> {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: [owner] });
    const result = await this.rpc.call<Hex>("eth_call", [{ to: token, data }, "latest"]);
    return decodeFunctionResult({ abi: erc20Abi, functionName: "balanceOf", data: result });
  }
  async tokenDecimals(token: Address): Promise<number> {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: "decimals" });
    const result = await this.rpc.call<Hex>("eth_call", [{ to: token, data }, "latest"]);
    return decodeFunctionResult({ abi: erc20Abi, functionName: "decimals", data: result });
  }
  async estimateGas(call: { from: Address; to: Address; data?: Hex; value?: bigint }): Promise<bigint> {
    const params: Record<string, string> = { from: call.from, to: call.to };
    if (call.data) params.data = call.data;
    if (call.value !== undefined) params.value = `0x${call.value.toString(16)}`;
    return BigInt(await this.rpc.call<Hex>("eth_estimateGas", [params]));
  }
  /** EIP-1559 fees from the node: the latest block's base fee and the node's suggested tip. */
  async fees(): Promise<{ baseFee: bigint; priorityFee: bigint }> {
    const block = await this.rpc.call<{ baseFeePerGas?: Hex }>("eth_getBlockByNumber", ["latest", false]);
    let priorityFee: bigint;
    try {
      priorityFee = BigInt(await this.rpc.call<Hex>("eth_maxPriorityFeePerGas", []));
    } catch {
      priorityFee = 1_000_000_000n;
    }
    return { baseFee: BigInt(block?.baseFeePerGas ?? "0x0"), priorityFee };
  }
  async sendRaw(raw: Hex): Promise<Hex> {
    return this.rpc.call<Hex>("eth_sendRawTransaction", [raw]);
  }
  async receipt(hash: Hex): Promise<Receipt | null> {
    return this.rpc.call<Receipt | null>("eth_getTransactionReceipt", [hash]);
  }
  /** Whether the node knows the transaction at all (in its pool or mined). */
  async knows(hash: Hex): Promise<boolean> {
    return (await this.rpc.call<unknown>("eth_getTransactionByHash", [hash])) !== null;
  }
}
