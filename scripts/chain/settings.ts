// What chain:dev, chain:send and chain:mine agree on: where the node answers and where its test tokens are.
import type { Address } from "viem";
import { mnemonicAccounts, TEST_MNEMONIC } from "@/lib/chain/anvil";
import { deployedAddress, TEST_USDC, TEST_USDT } from "@/lib/chain/local-chain";

export const DEFAULT_CHAIN_PORT = 8545;

export function chainPort(): number {
  const port = Number(process.env.CHAIN_PORT ?? DEFAULT_CHAIN_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`CHAIN_PORT: not a port: ${process.env.CHAIN_PORT}`);
  return port;
}

export function chainRpcUrl(): string {
  return process.env.ETHEREUM_RPC_URL ?? `http://127.0.0.1:${chainPort()}`;
}

/** Account 0 of the test mnemonic deploys the tokens, holds their supply and sends the test deposits. */
export const funder = () => mnemonicAccounts(TEST_MNEMONIC, 1)[0];

/**
 * chain:dev deploys USDT then USDC as the funder's first two transactions on a fresh node, so their addresses are
 * known in advance; ETHEREUM_USDT_CONTRACT / ETHEREUM_USDC_CONTRACT say otherwise.
 */
export const DEV_TOKENS = [
  { spec: TEST_USDT, env: "ETHEREUM_USDT_CONTRACT", nonce: 0 },
  { spec: TEST_USDC, env: "ETHEREUM_USDC_CONTRACT", nonce: 1 },
] as const;

export function devTokenAddress(symbol: string): Address {
  const token = DEV_TOKENS.find((t) => t.spec.symbol === symbol);
  if (!token) throw new Error(`no test token ${symbol}`);
  return (process.env[token.env] as Address | undefined) ?? deployedAddress(funder().address, token.nonce);
}
