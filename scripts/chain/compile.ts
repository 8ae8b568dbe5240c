// npm run chain:compile: compiles contracts/TestToken.sol and writes contracts/artifacts/TestToken.json.
import { compileTestToken, TEST_TOKEN_ARTIFACT, writeTestTokenArtifact } from "@/lib/chain/compile";

const started = Date.now();
const artifact = compileTestToken();
writeTestTokenArtifact(artifact);
console.log(
  `${artifact.contractName}: ${(artifact.bytecode.length - 2) / 2} bytes of bytecode, solc ${artifact.compiler.version}, ` +
    `written to ${TEST_TOKEN_ARTIFACT} in ${Date.now() - started} ms`,
);
