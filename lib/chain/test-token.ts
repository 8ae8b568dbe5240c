// The compiled test token (contracts/TestToken.sol → contracts/artifacts/TestToken.json, `npm run chain:compile`).
import type { Abi, Hex } from "viem";
import artifact from "@/contracts/artifacts/TestToken.json";

export const testTokenArtifact = {
  abi: artifact.abi as Abi,
  bytecode: artifact.bytecode as Hex,
  compilerVersion: artifact.compiler.version,
};
