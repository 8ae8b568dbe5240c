// Compiles contracts/TestToken.sol with the solc npm package (the compiler built to JavaScript, no download),
// with fixed settings so that the same source always gives the same bytecode: `npm run chain:compile` writes
// the artifact that is committed, and a test recompiles and compares, so the two cannot drift apart.
import fs from "node:fs";
import path from "node:path";
import type { Abi, Hex } from "viem";

export const TEST_TOKEN_SOURCE = path.join(process.cwd(), "contracts", "TestToken.sol");
export const TEST_TOKEN_ARTIFACT = path.join(process.cwd(), "contracts", "artifacts", "TestToken.json");

/** The source unit's name is part of the metadata hashed into the bytecode: keep it independent of the disk. */
const SOURCE_NAME = "TestToken.sol";
const CONTRACT_NAME = "TestToken";

/**
 * Cancun: what Ethereum and BNB Smart Chain both run, and anvil accepts; pinned so a compiler upgrade that
 * moves its default does not change the bytecode by itself.
 */
export const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
} as const;

export interface ContractArtifact {
  contractName: string;
  sourceName: string;
  compiler: {
    version: string;
    settings: { optimizer: { enabled: boolean; runs: number }; evmVersion: string };
  };
  abi: Abi;
  bytecode: Hex;
}

interface SolcOutput {
  errors?: { severity: "error" | "warning" | "info"; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

export function compileTestToken(source = fs.readFileSync(TEST_TOKEN_SOURCE, "utf8")): ContractArtifact {
  // Loaded on demand: the compiler is a large script only the compile step and its test need.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solc = require("solc") as { version(): string; compile(input: string): string };
  const input = {
    language: "Solidity",
    sources: { [SOURCE_NAME]: { content: source } },
    settings: COMPILER_SETTINGS,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const problems = (output.errors ?? []).filter((e) => e.severity !== "info");
  if (problems.length > 0) {
    // Warnings fail too: a test contract that compiles with warnings is one nobody reads closely.
    throw new Error(`solc:\n${problems.map((e) => e.formattedMessage).join("\n")}`);
  }
  const contract = output.contracts?.[SOURCE_NAME]?.[CONTRACT_NAME];
  if (!contract) throw new Error(`solc produced no ${CONTRACT_NAME}`);
  return {
    contractName: CONTRACT_NAME,
    sourceName: `contracts/${SOURCE_NAME}`,
    compiler: {
      version: solc.version(),
      settings: { optimizer: COMPILER_SETTINGS.optimizer, evmVersion: COMPILER_SETTINGS.evmVersion },
    },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  };
}

export function writeTestTokenArtifact(artifact: ContractArtifact): void {
  fs.mkdirSync(path.dirname(TEST_TOKEN_ARTIFACT), { recursive: true });
  fs.writeFileSync(TEST_TOKEN_ARTIFACT, `${JSON.stringify(artifact, null, 2)}\n`);
}
