// npm run chain:dev: a local Ethereum node for the dev server. Starts anvil (CHAIN_PORT, 8545 by default;
// CHAIN_BLOCK_TIME=<seconds> mines on a clock instead of once per transaction), deploys test USDT and USDC,
// gives the funder a million of each, funds a hot wallet for payouts (the node's last account), prints the settings
// that point the dev server at the node, and runs until Ctrl-C.
import {
  ANVIL_CHAIN_ID,
  evmAccountXpub,
  EVM_ACCOUNT_PATH,
  startAnvil,
  DEPOSIT_TEST_MNEMONIC,
  TEST_MNEMONIC,
} from "@/lib/chain/anvil";
import { toHex } from "viem";
import { deployTestToken, localChainClient, mintToken } from "@/lib/chain/local-chain";
import { chainPort, DEV_TOKENS, devTokenAddress } from "./settings";

const FUNDS = "1000000";
/** What the hot wallet holds of each token to pay approved withdrawals from. */
const HOT_WALLET_FUNDS = "100000";

async function main() {
  const started = Date.now();
  const blockTime = process.env.CHAIN_BLOCK_TIME ? Number(process.env.CHAIN_BLOCK_TIME) : undefined;
  if (blockTime !== undefined && !(blockTime > 0))
    throw new Error(`CHAIN_BLOCK_TIME: not a number of seconds`);
  const node = await startAnvil({ port: chainPort(), blockTime });
  // Keeps this process up while the node runs (the node's own handles do not).
  const keepAlive = setInterval(() => {}, 1 << 30);
  let stopping = false;
  const shutdown = async (code: number) => {
    stopping = true;
    clearInterval(keepAlive);
    await node.stop();
    process.exit(code);
  };
  process.once("SIGINT", () => void shutdown(0));
  process.once("SIGTERM", () => void shutdown(0));
  void node.exited.then((code) => {
    if (stopping) return;
    console.error(`anvil stopped (exit ${code})`);
    process.exit(1);
  });

  try {
    const client = localChainClient(node.rpcUrl, node.accounts[0]);
    const lines = [`ETHEREUM_RPC_URL=${node.rpcUrl}`];
    // Both deployments first: they are the funder's transactions 0 and 1, which fixes the tokens' addresses.
    const deployed = [];
    for (const token of DEV_TOKENS) {
      const { address } = await deployTestToken(client, token.spec);
      if (address.toLowerCase() !== devTokenAddress(token.spec.symbol).toLowerCase()) {
        throw new Error(`${token.spec.symbol} deployed at ${address}, not where chain:send will look for it`);
      }
      deployed.push({ ...token, address });
    }
    for (const token of deployed) {
      await mintToken(client, token.address, node.accounts[0].address, FUNDS);
      lines.push(`${token.env}=${token.address}`);
    }
    // The hot wallet approved withdrawals are paid from: anvil's last funded account (10000 ETH), whose key,
    // like every key of the test mnemonic, is public.
    const hot = node.accounts[node.accounts.length - 1];
    for (const token of deployed) await mintToken(client, token.address, hot.address, HOT_WALLET_FUNDS);
    lines.push(`HOT_WALLET_KEY_ETHEREUM=${toHex(hot.getHdKey().privateKey!)}`);
    // Deposits go to addresses of another wallet than the node's funded accounts: with anvil's own mnemonic,
    // investor id N's address would be funded account N, and a test deposit could be a transfer to oneself.
    lines.push("ETHEREUM_CONFIRMATIONS=12", `DEPOSIT_XPUB_EVM=${evmAccountXpub(DEPOSIT_TEST_MNEMONIC)}`);

    console.log(`anvil on ${node.rpcUrl} (chain ${ANVIL_CHAIN_ID}), ready in ${Date.now() - started} ms.`);
    console.log(
      `Node mnemonic: "${TEST_MNEMONIC}"; DEPOSIT_XPUB_EVM is ${EVM_ACCOUNT_PATH} of "${DEPOSIT_TEST_MNEMONIC}" ` +
        "(both public test mnemonics, never for real funds).",
    );
    console.log(`Funder ${node.accounts[0].address}: 10000 ETH, ${FUNDS} USDT, ${FUNDS} USDC.`);
    console.log(
      `Hot wallet ${hot.address}: 10000 ETH, ${HOT_WALLET_FUNDS} USDT, ${HOT_WALLET_FUNDS} USDC ` +
        "(approved Ethereum withdrawals are sent from it).",
    );
    console.log(`\nFor the dev server (.env.local):\n\n${lines.join("\n")}\n`);
    console.log("Send a deposit:   npm run chain:send -- <address> <amount> [ETH|USDT|USDC]");
    console.log(
      `Confirm it:       npm run chain:mine -- 12${blockTime ? ` (or wait: a block every ${blockTime} s)` : ""}`,
    );
    console.log("Ctrl-C stops the node (its state is not kept).");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
