// The deposit key settings: a private key or a wrong key stops the configuration, and the error names the
// setting without repeating the value.
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { depositKeyProblems } from "@/lib/deposits/addresses/configured-keys";
import { env, resetEnvCache } from "@/lib/env";

const root = HDKey.fromMasterSeed(
  mnemonicToSeedSync(
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
  ),
);
const evmAccount = root.derive("m/44'/60'/0'");

afterEach(() => {
  delete process.env.DEPOSIT_XPUB_EVM;
  delete process.env.DEPOSIT_XPUB_TRON;
  resetEnvCache();
});

test("an account xpub is taken; unset means none", () => {
  expect(env().DEPOSIT_XPUB_EVM).toBeUndefined();
  process.env.DEPOSIT_XPUB_EVM = ` ${evmAccount.publicExtendedKey}\n`;
  resetEnvCache();
  expect(env().DEPOSIT_XPUB_EVM).toBe(evmAccount.publicExtendedKey);
  expect(depositKeyProblems()).toEqual([]);
});

test("an xprv in the setting refuses the configuration, and no message repeats it", () => {
  const xprv = evmAccount.privateExtendedKey;
  process.env.DEPOSIT_XPUB_EVM = xprv;
  process.env.DEPOSIT_XPUB_TRON = "not a key";
  resetEnvCache();
  let message = "";
  try {
    env();
  } catch (err) {
    message = (err as Error).message;
  }
  expect(message).toMatch(/^Invalid environment: DEPOSIT_XPUB_EVM: .*PRIVATE key/);
  expect(message).toMatch(/DEPOSIT_XPUB_TRON: .*not an extended public key/);
  const problems = depositKeyProblems();
  expect(problems).toHaveLength(2);
  for (const text of [message, ...problems]) {
    expect(text).not.toContain(xprv.slice(4, 30));
    expect(text).not.toContain(xprv.slice(-20));
    expect(text).not.toContain("not a key");
  }
});
