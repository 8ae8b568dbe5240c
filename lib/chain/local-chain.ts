// Working a local node through viem: one client that reads, signs and drives anvil (mine, snapshot, revert,
// reorganise), and the few steps that development and tests repeat: deploy the test token, send ETH or tokens.
import {
  createTestClient,
  decodeEventLog,
  defineChain,
  formatUnits,
  getAddress,
  getContractAddress,
  http,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
  type Account,
  type Address,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from "viem";
import { anvil } from "viem/chains";
import { jsonRpc, ANVIL_CHAIN_ID } from "@/lib/chain/anvil";
import { testTokenArtifact } from "@/lib/chain/test-token";

export function localChain(chainId = ANVIL_CHAIN_ID, rpcUrl?: string) {
  return chainId === anvil.id && !rpcUrl
    ? anvil
    : defineChain({
        ...anvil,
        id: chainId,
        rpcUrls: { default: { http: [rpcUrl ?? anvil.rpcUrls.default.http[0]] } },
      });
}

/** A client for a local node: public reads, wallet writes signed by `account`, and anvil's test methods. */
export function localChainClient(rpcUrl: string, account: Account, chainId = ANVIL_CHAIN_ID) {
  return createTestClient({
    mode: "anvil",
    chain: localChain(chainId, rpcUrl),
    transport: http(rpcUrl, { retryCount: 0 }),
    account,
    pollingInterval: 50,
  })
    .extend(publicActions)
    .extend(walletActions);
}

export type LocalChainClient = ReturnType<typeof localChainClient>;

/** Mines `blocks` blocks at once (anvil_mine). */
export async function mineBlocks(client: LocalChainClient, blocks = 1): Promise<bigint> {
  await client.mine({ blocks });
  return client.getBlockNumber({ cacheTime: 0 });
}

/** Saves the chain's state; revertTo(id) brings it back (once: a snapshot is used up by its revert). */
export async function snapshot(client: LocalChainClient): Promise<Hex> {
  return client.snapshot();
}

export async function revertTo(client: LocalChainClient, id: Hex): Promise<void> {
  await client.revert({ id });
}

/**
 * Replaces the last `depth` blocks with as many new ones (new hashes, same heights): what a scanner sees in a
 * reorganisation. Their transactions are gone unless given again in `replay` ([transaction request, block
 * offset from the fork point]).
 */
export async function reorg(rpcUrl: string, depth: number, replay: [Record<string, unknown>, number][] = []) {
  await jsonRpc(rpcUrl, "anvil_reorg", [depth, replay]);
}

/** Waits for a sent transaction's receipt, mining a block first when the node does not mine by itself. */
export async function settle(client: LocalChainClient, hash: Hash): Promise<TransactionReceipt> {
  if (!(await client.getAutomine())) await client.mine({ blocks: 1 });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 30_000 });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

export interface TokenSpec {
  name: string;
  symbol: string;
  decimals: number;
}

export const TEST_USDT: TokenSpec = { name: "Tether USD (test)", symbol: "USDT", decimals: 6 };
export const TEST_USDC: TokenSpec = { name: "USD Coin (test)", symbol: "USDC", decimals: 6 };

export async function deployTestToken(
  client: LocalChainClient,
  spec: TokenSpec,
): Promise<{ address: Address; receipt: TransactionReceipt }> {
  const { abi, bytecode } = testTokenArtifact;
  const hash = await client.deployContract({ abi, bytecode, args: [spec.name, spec.symbol, spec.decimals] });
  const receipt = await settle(client, hash);
  if (!receipt.contractAddress) throw new Error(`deploying ${spec.symbol} created no contract`);
  return { address: getAddress(receipt.contractAddress), receipt };
}

/** The address a contract deployed by `from` with `nonce` gets: how chain:send finds chain:dev's tokens. */
export function deployedAddress(from: Address, nonce: number): Address {
  return getContractAddress({ from, nonce: BigInt(nonce) });
}

async function tokenDecimals(client: LocalChainClient, token: Address): Promise<number> {
  return Number(
    await client.readContract({ address: token, abi: testTokenArtifact.abi, functionName: "decimals" }),
  );
}

/** Creates `amount` (decimal string in the token's units) for `to`; only the token's deployer may. */
export async function mintToken(client: LocalChainClient, token: Address, to: Address, amount: string) {
  const value = parseUnits(amount, await tokenDecimals(client, token));
  const hash = await client.writeContract({
    address: token,
    abi: testTokenArtifact.abi,
    functionName: "mint",
    args: [to, value],
  });
  return settle(client, hash);
}

/** Sends `amount` (decimal string in the token's units) of a token from the client's account to `to`. */
export async function sendToken(client: LocalChainClient, token: Address, to: Address, amount: string) {
  const value = parseUnits(amount, await tokenDecimals(client, token));
  const hash = await client.writeContract({
    address: token,
    abi: testTokenArtifact.abi,
    functionName: "transfer",
    args: [to, value],
  });
  return settle(client, hash);
}

/** Sends `amount` ETH (decimal string) from the client's account to `to`. */
export async function sendEth(client: LocalChainClient, to: Address, amount: string) {
  const hash = await client.sendTransaction({ to, value: parseEther(amount) });
  return settle(client, hash);
}

/** A token balance as a decimal string in the token's units. */
export async function tokenBalance(
  client: LocalChainClient,
  token: Address,
  owner: Address,
): Promise<string> {
  const [raw, decimals] = await Promise.all([
    client.readContract({
      address: token,
      abi: testTokenArtifact.abi,
      functionName: "balanceOf",
      args: [owner],
    }),
    tokenDecimals(client, token),
  ]);
  return formatUnits(raw as bigint, decimals);
}

export interface TransferLog {
  token: Address;
  from: Address;
  to: Address;
  value: bigint;
  blockNumber: bigint;
  blockHash: Hash;
  transactionHash: Hash;
  logIndex: number;
}

/** The Transfer events in a receipt (of any ERC-20: the event is the standard one). */
export function transferLogs(receipt: TransactionReceipt): TransferLog[] {
  const transfers: TransferLog[] = [];
  for (const log of receipt.logs) {
    try {
      const event = decodeEventLog({ abi: testTokenArtifact.abi, data: log.data, topics: log.topics });
      if (event.eventName !== "Transfer") continue;
      const args = event.args as unknown as { from: Address; to: Address; value: bigint };
      transfers.push({
        token: getAddress(log.address),
        ...args,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        transactionHash: log.transactionHash,
        logIndex: log.logIndex,
      });
    } catch {
      // Not an event of this ABI.
    }
  }
  return transfers;
}
