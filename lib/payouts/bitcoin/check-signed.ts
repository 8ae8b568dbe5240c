// The operator's upload, checked before anything is broadcast: the signed transaction (a finalised PSBT or the
// raw transaction) must spend exactly the exported inputs and pay exactly the batch's withdrawals (each address
// its amount, once) with any change going back to the wallet's own change address; and it must be the exported
// transaction itself (a SegWit transaction's id does not change when it is signed).
import { hex } from "@scure/base";
import { Address, OutScript, Transaction } from "@scure/btc-signer";
import type { BtcPayout, PayoutBatch, PayoutWallet } from "./build-psbt";
import { walletKey, walletNetwork } from "./build-psbt";

export class SignedPayoutError extends Error {}

export type CheckedPayout = { txid: string; rawHex: string; fee: bigint };

function readSigned(upload: string): Transaction {
  const text = upload.trim();
  try {
    if (/^[0-9a-fA-F]+$/.test(text)) return Transaction.fromRaw(hex.decode(text.toLowerCase()));
    const tx = Transaction.fromPSBT(Uint8Array.from(Buffer.from(text, "base64")));
    if (!tx.isFinal) tx.finalize();
    return tx;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new SignedPayoutError(`the upload is neither a signed PSBT nor a raw transaction (${reason})`);
  }
}

export function checkSignedPayout(args: {
  wallet: PayoutWallet;
  batch: Pick<PayoutBatch, "txid" | "inputs" | "change">;
  payouts: BtcPayout[];
  upload: string;
}): CheckedPayout {
  const { wallet, batch, payouts } = args;
  const network = walletNetwork(wallet.testnet);
  const tx = readSigned(args.upload);

  const spent = new Set<string>();
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i);
    spent.add(`${hex.encode(input.txid!)}:${input.index}`);
    if (!input.finalScriptWitness?.length) throw new SignedPayoutError(`input ${i} is not signed`);
  }
  const exported = new Set(batch.inputs.map((i) => `${i.txid}:${i.vout}`));
  if (spent.size !== exported.size || [...spent].some((o) => !exported.has(o)))
    throw new SignedPayoutError("it spends other coins than the exported batch");

  // Two withdrawals may go to the same address: each output pays the one of that address with its amount.
  const due = new Map<string, BtcPayout[]>();
  for (const p of payouts) due.set(p.address, [...(due.get(p.address) ?? []), p]);
  const changeScript = batch.change ? walletKey(wallet, 1, batch.change.index).payment.script : null;
  let changeSeen = false;
  let paid = 0n;
  for (let i = 0; i < tx.outputsLength; i++) {
    const out = tx.getOutput(i);
    paid += out.amount!;
    const address = Address(network).encode(OutScript.decode(out.script!));
    const owed = due.get(address);
    if (owed?.length) {
      const payout = owed.find((p) => p.amount === out.amount);
      if (!payout)
        throw new SignedPayoutError(
          `withdrawal ${owed[0]!.id} is paid ${out.amount} sat instead of ${owed[0]!.amount} sat`,
        );
      owed.splice(owed.indexOf(payout), 1);
      continue;
    }
    if (changeScript && !changeSeen && hex.encode(out.script!) === hex.encode(changeScript)) {
      if (out.amount !== batch.change!.amount)
        throw new SignedPayoutError(`the change is ${out.amount} sat instead of ${batch.change!.amount} sat`);
      changeSeen = true;
      continue;
    }
    throw new SignedPayoutError(
      `output ${i} pays ${address}, which is neither a withdrawal nor the wallet's change`,
    );
  }
  const unpaid = [...due.values()].flat();
  if (unpaid.length > 0)
    throw new SignedPayoutError(`withdrawal ${unpaid.map((p) => p.id).join(", ")} is not paid`);
  if (batch.change && !changeSeen) throw new SignedPayoutError("the change output is missing");
  if (tx.id !== batch.txid) throw new SignedPayoutError("it is not the exported transaction");
  // A raw upload carries no values of the coins it spends: the fee is counted from the exported batch.
  const fee = batch.inputs.reduce((sum, i) => sum + i.value, 0n) - paid;
  return { txid: tx.id, rawHex: tx.hex, fee };
}
