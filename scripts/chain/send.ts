// npm run chain:send -- <address> <amount> [ETH|USDT|USDC]: a test deposit from the funder of chain:dev's node
// (ETHEREUM_RPC_URL, or CHAIN_PORT on this machine), mined at once; prints the transaction and its block.
import { getAddress, isAddress, type Address } from "viem";
import { jsonRpc } from "@/lib/chain/anvil";
import { localChainClient, sendEth, sendToken, tokenBalance } from "@/lib/chain/local-chain";
import { chainRpcUrl, devTokenAddress, funder } from "./settings";

const USAGE = "usage: npm run chain:send -- <address> <amount> [ETH|USDT|USDC]";

async function main() {
  const [to, amount, assetArg = "ETH"] = process.argv.slice(2);
  const asset = assetArg.toUpperCase();
  if (!to || !isAddress(to)) throw new Error(`${USAGE}\nnot an address: ${to ?? "(none)"}`);
  if (!amount || !/^\d+(\.\d+)?$/.test(amount))
    throw new Error(`${USAGE}\nnot an amount: ${amount ?? "(none)"}`);
  if (!["ETH", "USDT", "USDC"].includes(asset)) throw new Error(`${USAGE}\nnot an asset: ${assetArg}`);

  const rpcUrl = chainRpcUrl();
  const client = localChainClient(rpcUrl, funder(), await chainIdOf(rpcUrl));
  const recipient = getAddress(to);
  let receipt;
  if (asset === "ETH") {
    receipt = await sendEth(client, recipient, amount);
  } else {
    const token: Address = devTokenAddress(asset);
    if ((await client.getCode({ address: token })) === undefined) {
      throw new Error(`no ${asset} contract at ${token} on ${rpcUrl}: is npm run chain:dev running?`);
    }
    receipt = await sendToken(client, token, recipient, amount);
    console.log(`${recipient} now holds ${await tokenBalance(client, token, recipient)} ${asset}.`);
  }
  console.log(
    `Sent ${amount} ${asset} to ${recipient}: transaction ${receipt.transactionHash}, block ${receipt.blockNumber}.`,
  );
}

async function chainIdOf(rpcUrl: string): Promise<number> {
  try {
    return Number(await jsonRpc<string>(rpcUrl, "eth_chainId"));
  } catch {
    throw new Error(`no node answers on ${rpcUrl}: start one with npm run chain:dev`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
