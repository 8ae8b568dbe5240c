// npm run chain:mine -- [blocks]: mines blocks on chain:dev's node (12 by default: a deposit's confirmations).
import { jsonRpc } from "@/lib/chain/anvil";
import { chainRpcUrl } from "./settings";

async function main() {
  const blocks = Number(process.argv[2] ?? 12);
  if (!Number.isInteger(blocks) || blocks < 1) throw new Error("usage: npm run chain:mine -- [blocks]");
  const rpcUrl = chainRpcUrl();
  await jsonRpc(rpcUrl, "anvil_mine", [`0x${blocks.toString(16)}`]).catch((error: unknown) => {
    throw new Error(
      `no node answers on ${rpcUrl} (${error instanceof Error ? error.message : error}): npm run chain:dev`,
    );
  });
  const tip = Number(await jsonRpc<string>(rpcUrl, "eth_blockNumber"));
  console.log(`Mined ${blocks} block${blocks === 1 ? "" : "s"}: the tip is block ${tip}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
