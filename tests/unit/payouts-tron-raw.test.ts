// The protobuf a Tron signer signs, against a real TronWeb-built TriggerSmartContract transaction
// (tests/fixtures/chain/tron-payouts/trigger-transaction.json): the txID is sha256 of raw_data, the fields read
// back as java-tron wrote them, and the encoder writes the same bytes from them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils";
import { decodeTransferRaw, encodeTransferRaw, txIdOf } from "@/lib/payouts/tron/raw-transaction";

const real = JSON.parse(
  readFileSync(path.join(__dirname, "../fixtures/chain/tron-payouts/trigger-transaction.json"), "utf8"),
) as {
  txID: string;
  raw_data_hex: string;
  raw_data: { contract: { parameter: { value: Record<string, string> } }[] };
};

test("txID is sha256 of raw_data", () => {
  expect(txIdOf(hexToBytes(real.raw_data_hex))).toBe(real.txID);
});

test("anything but transfer(address,uint256) is refused: an approve is not a payout", () => {
  expect(() => decodeTransferRaw(hexToBytes(real.raw_data_hex))).toThrow(
    "the call is not transfer(address,uint256)",
  );
});

test("the same call as a transfer reads back field by field and encodes to the same bytes", () => {
  // Same length and layout: only the selector differs between approve and transfer.
  const asTransfer = real.raw_data_hex.replace("44095ea7b3", "44a9059cbb");
  const fields = decodeTransferRaw(hexToBytes(asTransfer));
  const value = real.raw_data.contract[0]!.parameter.value;
  expect(fields).toMatchObject({
    refBlockBytes: "8c6d",
    refBlockHash: "312b1008a0ab9748",
    feeLimit: 100_000_000,
    owner: value.owner_address,
    contract: value.contract_address,
    to: "4151b160bb02261c822b33e61c6b947f275144545e",
    amount: 0n,
  });
  expect(bytesToHex(encodeTransferRaw(fields))).toBe(asTransfer);
});

test("a memo, a permission or any other field makes it something else", () => {
  // raw_data field 10 (data, the memo) appended.
  const withMemo = real.raw_data_hex.replace("44095ea7b3", "44a9059cbb") + "5202abcd";
  expect(() => decodeTransferRaw(hexToBytes(withMemo))).toThrow("raw_data carries an unexpected field 10");
});
