// The local chain harness against a real anvil node on a free port: tokens deployed, transfers seen in balances
// and Transfer logs, blocks mined, snapshots reverted, blocks reorganised, and the node stopped for good.
import { HDKey, publicKeyToAddress } from "viem/accounts";
import { spawn } from "node:child_process";
import { ECDH } from "node:crypto";
import { getAddress, type Address } from "viem";
import { evmAccountXpub, jsonRpc, startAnvil, TEST_MNEMONIC, type AnvilNode } from "@/lib/chain/anvil";
import {
  deployTestToken,
  localChainClient,
  mineBlocks,
  mintToken,
  reorg,
  revertTo,
  sendEth,
  sendToken,
  snapshot,
  TEST_USDC,
  TEST_USDT,
  tokenBalance,
  transferLogs,
  type LocalChainClient,
} from "@/lib/chain/local-chain";

let node: AnvilNode;
let client: LocalChainClient;
let usdt: Address;
let usdc: Address;
const investor = getAddress("0x00000000000000000000000000000000000a11ce");

beforeAll(async () => {
  node = await startAnvil();
  client = localChainClient(node.rpcUrl, node.accounts[0]);
  usdt = (await deployTestToken(client, TEST_USDT)).address;
  usdc = (await deployTestToken(client, TEST_USDC)).address;
  await mintToken(client, usdt, node.accounts[0].address, "1000000");
  await mintToken(client, usdc, node.accounts[0].address, "1000000");
});

afterAll(async () => {
  await node?.stop();
});

describe("local chain harness", () => {
  it("runs chain 31337 with the test mnemonic's accounts, whose xpub derives the same addresses", async () => {
    expect(await client.getChainId()).toBe(31337);
    // The well-known first address of the test mnemonic.
    expect(node.accounts[0].address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    const xpub = HDKey.fromExtendedKey(evmAccountXpub(TEST_MNEMONIC));
    for (const index of [0, 1, 9]) {
      const child = xpub.deriveChild(0).deriveChild(index);
      // The address hashes the uncompressed key; an xpub carries the compressed one.
      const uncompressed = ECDH.convertKey(
        Buffer.from(child.publicKey!),
        "secp256k1",
        undefined,
        "hex",
        "uncompressed",
      );
      expect(publicKeyToAddress(`0x${uncompressed as string}`)).toBe(node.accounts[index].address);
    }
    expect(await client.getBalance({ address: node.accounts[9].address })).toBe(10_000n * 10n ** 18n);
  });

  it("deploys USDT and USDC with 6 decimals, and a transfer shows in the balance and a Transfer log", async () => {
    expect(await client.readContract({ address: usdt, abi: erc20, functionName: "symbol" })).toBe("USDT");
    expect(await client.readContract({ address: usdc, abi: erc20, functionName: "decimals" })).toBe(6);

    const receipt = await sendToken(client, usdt, investor, "125.5");
    expect(await tokenBalance(client, usdt, investor)).toBe("125.5");
    expect(await tokenBalance(client, usdc, investor)).toBe("0");
    expect(transferLogs(receipt)).toEqual([
      expect.objectContaining({
        token: usdt,
        from: node.accounts[0].address,
        to: investor,
        value: 125_500_000n,
        blockNumber: receipt.blockNumber,
      }),
    ]);
    // As a scanner reads them: the token's Transfer logs to the address over a block range.
    const logs = await client.getLogs({
      address: [usdt, usdc],
      event: erc20[3],
      args: { to: investor },
      fromBlock: receipt.blockNumber,
      toBlock: receipt.blockNumber,
    });
    expect(logs.map((log) => [log.transactionHash, log.args.value])).toEqual([
      [receipt.transactionHash, 125_500_000n],
    ]);
  });

  it("sends ETH, and mines 12 blocks on top for the confirmations", async () => {
    const receipt = await sendEth(client, investor, "0.75");
    expect(await client.getBalance({ address: investor })).toBe(750_000_000_000_000_000n);
    const tip = await mineBlocks(client, 12);
    expect(tip).toBe(receipt.blockNumber + 12n);
  });

  it("a reverted snapshot drops a transfer made after it", async () => {
    const before = await client.getBlockNumber({ cacheTime: 0 });
    const id = await snapshot(client);
    const receipt = await sendToken(client, usdc, investor, "40");
    expect(await tokenBalance(client, usdc, investor)).toBe("40");
    await revertTo(client, id);
    expect(await tokenBalance(client, usdc, investor)).toBe("0");
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(before);
    expect(
      await client.getTransactionReceipt({ hash: receipt.transactionHash }).catch(() => null),
    ).toBeNull();
  });

  it("anvil_reorg replaces the last blocks: new hashes at the same heights, their transfers gone", async () => {
    const receipt = await sendToken(client, usdc, investor, "7");
    await mineBlocks(client, 2);
    const tip = await client.getBlockNumber({ cacheTime: 0 });
    const oldBlock = await client.getBlock({ blockNumber: receipt.blockNumber });

    await reorg(node.rpcUrl, 3);

    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(tip);
    const newBlock = await client.getBlock({ blockNumber: receipt.blockNumber });
    expect(newBlock.hash).not.toBe(oldBlock.hash);
    expect(newBlock.parentHash).toBe(oldBlock.parentHash);
    expect(await tokenBalance(client, usdc, investor)).toBe("0");
  });

  it("without automatic mining, a transfer waits in the pool until a block is mined; stop() ends the node", async () => {
    const other = await startAnvil({ noMining: true });
    const otherClient = localChainClient(other.rpcUrl, other.accounts[1]);
    const hash = await otherClient.sendTransaction({ to: investor, value: 1n });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await otherClient.getBlockNumber({ cacheTime: 0 })).toBe(0n);
    expect(await otherClient.getTransactionReceipt({ hash }).catch(() => null)).toBeNull();
    // settle() mines the block itself when the node does not.
    const receipt = await sendEth(otherClient, investor, "0.5");
    expect(receipt.blockNumber).toBe(1n);
    expect(await otherClient.getBalance({ address: investor })).toBe(500_000_000_000_000_001n);

    await other.stop();
    // Neither the guarding shell nor anvil (its process group) is left.
    expect(() => process.kill(other.pid, 0)).toThrow();
    expect(() => process.kill(-other.pid, 0)).toThrow();
    await expect(jsonRpc(other.rpcUrl, "eth_blockNumber")).rejects.toThrow();
    await other.stop();
  });
});

describe("a node whose parent dies", () => {
  it("is killed when the process that started it is killed outright (SIGKILL)", async () => {
    const script = `import("./lib/chain/anvil.ts").then(async (loaded) => {
      const { startAnvil } = loaded.startAnvil ? loaded : loaded.default;
      const node = await startAnvil();
      console.log(JSON.stringify({ pid: node.pid, rpcUrl: node.rpcUrl }));
      setInterval(() => {}, 1000);
    });`;
    // Node itself with tsx's loader: the tsx command would run the script in a child of its own, out of reach.
    const parent = spawn(process.execPath, ["--import", "tsx", "--eval", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const started = await new Promise<{ pid: number; rpcUrl: string }>((resolve, reject) => {
      let out = "";
      parent.stdout.on("data", (chunk) => {
        out += chunk;
        if (out.includes("\n")) resolve(JSON.parse(out.split("\n")[0]));
      });
      parent.once("exit", (code) => reject(new Error(`the parent exited (${code}) before starting anvil`)));
    });
    expect(await jsonRpc(started.rpcUrl, "eth_chainId")).toBe("0x7a69");

    parent.kill("SIGKILL");
    parent.stdout.destroy();
    let gone = false;
    for (let i = 0; i < 100 && !gone; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      try {
        process.kill(-started.pid, 0);
      } catch {
        gone = true;
      }
    }
    if (!gone) process.kill(-started.pid, "SIGKILL");
    expect(gone).toBe(true);
    await expect(jsonRpc(started.rpcUrl, "eth_chainId")).rejects.toThrow();
  });
});

const erc20 = [
  {
    type: "function",
    name: "symbol",
    stateMutability: "view",
    inputs: [],
    outputs: [{ type: "string" }],
  },
  {
    type: "function",
    name: "decimals",
    stateMutability: "view",
    inputs: [],
    outputs: [{ type: "uint8" }],
  },
  {
    type: "function",
    name: "balanceOf",
    stateMutability: "view",
    inputs: [{ type: "address" }],
    outputs: [{ type: "uint256" }],
  },
  {
    type: "event",
    name: "Transfer",
    inputs: [
      { indexed: true, name: "from", type: "address" },
      { indexed: true, name: "to", type: "address" },
      { indexed: false, name: "value", type: "uint256" },
    ],
  },
] as const;
