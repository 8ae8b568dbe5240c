// A local Ethereum node for development and tests: anvil, the binary shipped in the npm package
// @foundry-rs/anvil-linux-amd64, started as a child process on a port of its own.
//
// Every node started here is stopped: by stop(), on the parent's exit, and even when the parent is killed
// outright (SIGKILL, a test runner ending a worker): anvil runs under a small shell that holds the read end of
// a pipe whose only writer is this process, and kills anvil when that pipe closes.
import { spawn, type ChildProcess } from "node:child_process";
import { pbkdf2Sync } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { HDKey, hdKeyToAccount, type HDAccount } from "viem/accounts";

/** The well-known development mnemonic (anvil's and hardhat's default): its keys are public, never use it for value. */
export const TEST_MNEMONIC = "test test test test test test test test test test test junk";
/** BIP39's own test mnemonic: the local deposit wallet (chain:dev), apart from the node's funded accounts. */
export const DEPOSIT_TEST_MNEMONIC =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
export const ANVIL_CHAIN_ID = 31337;
/** BIP44 account path for Ethereum-style addresses (coin type 60); addresses are its children 0/i. */
export const EVM_ACCOUNT_PATH = "m/44'/60'/0'";

export interface AnvilOptions {
  /** A fixed port; by default a free one is picked (and another tried if it is taken in the meantime). */
  port?: number;
  chainId?: number;
  mnemonic?: string;
  /** How many funded accounts anvil creates from the mnemonic (default 10). */
  accounts?: number;
  /** Mine a block every so many seconds instead of one per transaction. */
  blockTime?: number;
  /** No automatic mining at all: blocks come only from anvil_mine / evm_mine. */
  noMining?: boolean;
  /** How long to wait for the node to answer JSON-RPC (default 20 s). */
  startTimeoutMs?: number;
  /** Pass anvil's own output through to this process's (chain:dev); otherwise only its tail is kept for errors. */
  inheritOutput?: boolean;
}

export interface AnvilNode {
  rpcUrl: string;
  port: number;
  chainId: number;
  mnemonic: string;
  /** The funded accounts, derived from the mnemonic at m/44'/60'/0'/0/i, with their keys (for signing). */
  accounts: HDAccount[];
  /** The shell that runs anvil (its process group holds anvil too). */
  pid: number;
  /** Resolves with the exit code when the node has stopped, for whatever reason. */
  exited: Promise<number | null>;
  /** Stops the node (TERM, then KILL after 3 s) and resolves once it is gone. Safe to call twice. */
  stop(): Promise<void>;
  /** A raw JSON-RPC call, for the methods viem has no action for (anvil_reorg, anvil_rollback). */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
}

export class JsonRpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${message} (${code})`);
    this.name = "JsonRpcError";
  }
}

/** Where the anvil binary is: ANVIL_BIN, else the npm package's. */
export function anvilBinary(): string {
  if (process.env.ANVIL_BIN) return process.env.ANVIL_BIN;
  let dir: string;
  try {
    dir = path.dirname(require.resolve("@foundry-rs/anvil-linux-amd64/package.json"));
  } catch {
    throw new Error(
      "anvil not found: the npm package @foundry-rs/anvil-linux-amd64 installs only on Linux x64 " +
        "(elsewhere install Foundry and set ANVIL_BIN to the anvil binary)",
    );
  }
  return path.join(dir, "bin", "anvil");
}

/** BIP39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" + passphrase). */
export function mnemonicSeed(mnemonic: string, passphrase = ""): Uint8Array {
  return pbkdf2Sync(
    mnemonic.normalize("NFKD"),
    `mnemonic${passphrase}`.normalize("NFKD"),
    2048,
    64,
    "sha512",
  );
}

/** The extended public key of a mnemonic's first Ethereum account (m/44'/60'/0'): what DEPOSIT_XPUB_EVM takes. */
export function evmAccountXpub(mnemonic = TEST_MNEMONIC): string {
  return HDKey.fromMasterSeed(mnemonicSeed(mnemonic)).derive(EVM_ACCOUNT_PATH).publicExtendedKey;
}

/** The accounts anvil funds for a mnemonic: m/44'/60'/0'/0/i for i below count. */
export function mnemonicAccounts(mnemonic = TEST_MNEMONIC, count = 10): HDAccount[] {
  const root = HDKey.fromMasterSeed(mnemonicSeed(mnemonic));
  return Array.from({ length: count }, (_, addressIndex) => hdKeyToAccount(root, { addressIndex }));
}

export async function jsonRpc<T = unknown>(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string } };
  if (body.error) throw new JsonRpcError(method, body.error.code, body.error.message);
  return body.result as T;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

// Runs "$@" (anvil) in the background and waits for it. A second background job reads fd 3, a copy of stdin (the
// pipe from the parent): when the parent goes away the read ends and anvil is killed. A signal to the group
// reaches anvil directly as well; the shell stays to reap both children (the last bare wait), so no zombie is left
// for an init that does not reap.
const GUARD_SCRIPT = `exec 3<&0
"$@" </dev/null 3<&- &
a=$!
( read -r _ <&3; kill "$a" 2>/dev/null ) &
w=$!
trap 'kill "$a" 2>/dev/null' TERM INT HUP
wait "$a"
s=$?
kill "$w" 2>/dev/null
wait
exit $s`;

const LIVE_KEY = Symbol.for("apex.anvil.live");
type LiveSet = Set<ChildProcess>;

/** One set per process, kept on globalThis: a test runner loads this module afresh for every test file. */
function liveNodes(): LiveSet {
  const holder = globalThis as typeof globalThis & { [LIVE_KEY]?: LiveSet };
  if (!holder[LIVE_KEY]) {
    const live: LiveSet = new Set();
    holder[LIVE_KEY] = live;
    process.once("exit", () => {
      for (const child of live) killGroup(child, "SIGTERM");
    });
  }
  return holder[LIVE_KEY];
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function anvilArgs(port: number, options: AnvilOptions, chainId: number, mnemonic: string): string[] {
  const args = ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(chainId)];
  args.push("--mnemonic", mnemonic, "--accounts", String(options.accounts ?? 10));
  if (options.noMining) args.push("--no-mining");
  if (options.blockTime !== undefined) args.push("--block-time", String(options.blockTime));
  return args;
}

class StartError extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

async function startOnce(port: number, options: AnvilOptions): Promise<AnvilNode> {
  const chainId = options.chainId ?? ANVIL_CHAIN_ID;
  const mnemonic = options.mnemonic ?? TEST_MNEMONIC;
  const binary = anvilBinary();
  if (!fs.existsSync(binary)) throw new Error(`anvil binary missing at ${binary} (npm install)`);

  const child = spawn(
    "/bin/sh",
    ["-c", GUARD_SCRIPT, "anvil-guard", binary, ...anvilArgs(port, options, chainId, mnemonic)],
    {
      detached: true,
      stdio: ["pipe", options.inheritOutput ? "inherit" : "pipe", options.inheritOutput ? "inherit" : "pipe"],
    },
  );
  const live = liveNodes();
  live.add(child);
  // This process may exit while the node runs (chain:dev is stopped by Ctrl-C): the exit hook kills it.
  child.unref();
  child.stdin?.on("error", () => {});

  let tail = "";
  const keepTail = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keepTail);
  child.stderr?.on("data", keepTail);
  // Reading the pipes must not keep this process alive either.
  for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref?: () => void })?.unref?.();

  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => {
      live.delete(child);
      resolve(code);
    });
  });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      killGroup(child, "SIGTERM");
      child.stdin?.end();
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), 3000);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };

  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 20_000);
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) {
      throw new StartError(
        `anvil exited before answering on ${rpcUrl}:\n${tail}`,
        /address already in use/i.test(tail),
      );
    }
    try {
      const answered = await jsonRpc<string>(rpcUrl, "eth_chainId");
      if (Number(answered) !== chainId)
        throw new Error(`a node on ${rpcUrl} answers chain ${Number(answered)}`);
      break;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("a node on")) {
        await stop();
        throw error;
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`anvil did not answer on ${rpcUrl} within the time allowed:\n${tail}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    rpcUrl,
    port,
    chainId,
    mnemonic,
    accounts: mnemonicAccounts(mnemonic, options.accounts ?? 10),
    pid: child.pid!,
    exited,
    stop,
    rpc: (method, params) => jsonRpc(rpcUrl, method, params),
  };
}

/** Starts anvil and resolves once it answers JSON-RPC. */
export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilNode> {
  if (options.port !== undefined) {
    // Another node already there would answer the readiness check in this one's place.
    if (!(await portIsFree(options.port)))
      throw new Error(`port ${options.port} is in use (another node running?)`);
    return startOnce(options.port, options);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), options);
    } catch (error) {
      // The free port was taken between finding it and anvil binding it: try another.
      if (!(error instanceof StartError && error.portTaken && attempt < 3)) throw error;
    }
  }
}
