// The committed test-token artifact is what its committed source compiles to: a change to
// contracts/TestToken.sol without `npm run chain:compile` (or an edited artifact) fails here.
import fs from "node:fs";
import solc from "solc";
import { compileTestToken, TEST_TOKEN_ARTIFACT } from "@/lib/chain/compile";
import { testTokenArtifact } from "@/lib/chain/test-token";

describe("TestToken artifact", () => {
  const committed = JSON.parse(fs.readFileSync(TEST_TOKEN_ARTIFACT, "utf8"));
  const compiled = compileTestToken();

  it("recompiling the source gives the committed bytecode and ABI", () => {
    expect(compiled.bytecode).toBe(committed.bytecode);
    expect(compiled.abi).toEqual(committed.abi);
    expect(compiled).toEqual(committed);
    expect(testTokenArtifact.bytecode).toBe(committed.bytecode);
  });

  it("was compiled by the solc the package pins", () => {
    expect(committed.compiler.version).toBe(solc.version());
    const pragma = fs.readFileSync("contracts/TestToken.sol", "utf8").match(/pragma solidity ([\d.]+);/)?.[1];
    expect(solc.version().startsWith(`${pragma}+`)).toBe(true);
  });

  it("exposes the ERC-20 functions and events the scanners and payouts use", () => {
    const names = committed.abi.map(
      (entry: { type: string; name?: string }) => `${entry.type}:${entry.name ?? ""}`,
    );
    for (const name of [
      "function:transfer",
      "function:transferFrom",
      "function:approve",
      "function:balanceOf",
      "function:allowance",
      "function:decimals",
      "function:symbol",
      "function:mint",
      "event:Transfer",
      "event:Approval",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("any change to the source changes the bytecode (the metadata hash covers it)", () => {
    const source = fs.readFileSync("contracts/TestToken.sol", "utf8");
    expect(compileTestToken(`${source}\n// changed\n`).bytecode).not.toBe(committed.bytecode);
  });
});
