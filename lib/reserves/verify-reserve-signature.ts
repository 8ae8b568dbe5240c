// A reserve address's proof of control: the owner signs `Apex proof of reserves <snapshotId> <address>` elsewhere
// (the address exactly as GET /api/reserves publishes it) and uploads the signature. EIP-191 personal_sign for
// Ethereum and BNB Smart Chain, signMessageV2 for Tron, BIP-137 or BIP-322 simple for Bitcoin (bitcoin-message.ts).
import { eq } from "drizzle-orm";
import { isAddressEqual, isHex, recoverMessageAddress, type Hex } from "viem";
import { getDb } from "@/db/client";
import { reserveSignatures, reserveSnapshots } from "@/db/schema";
import { templated } from "@/lib/api/error-codes";
import { badRequest } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { checkBitcoinSignature } from "./bitcoin-message";
import type { ReserveSignatureInput } from "./reserve-schemas";
import { tronSigner } from "./tron-message";
import type { ReserveReading } from "./read-reserves";

export const reserveMessage = (snapshotId: string, address: string) =>
  `Apex proof of reserves ${snapshotId} ${address}`;

function assertSignatureShape(signature: string) {
  if (!isHex(signature) || signature.length !== 132) {
    throw badRequest("The signature must be 65 bytes of hex (0x followed by 130 hex digits)");
  }
}

async function recoversTo(message: string, signature: string, address: string): Promise<boolean> {
  assertSignatureShape(signature);
  try {
    const signer = await recoverMessageAddress({ message, signature: signature as Hex });
    return isAddressEqual(signer, address as Hex);
  } catch {
    return false;
  }
}

/** BIP-137 or BIP-322 simple (bitcoin-message.ts); a 400 saying which form was read and why it failed. */
function assertBitcoinSignature(message: string, address: string, signature: string) {
  const check = checkBitcoinSignature(message, address, signature);
  if (check.ok) return;
  if (check.reason === "malformed") {
    throw badRequest(
      "A Bitcoin signature is base64: a BIP-137 signature (65 bytes) or a BIP-322 simple signature (the witness)",
    );
  }
  if (check.reason === "unsupported") {
    throw badRequest(
      "Bitcoin signatures are checked for P2PKH, P2SH-P2WPKH and P2WPKH addresses (BIP-137) and P2WPKH and P2TR addresses (BIP-322 simple)",
    );
  }
  const scheme = check.scheme ?? "BIP-322";
  throw badRequest(
    `The signature is not the address's ${scheme} signature of "${message}"`,
    templated("RESERVE_SIGNATURE_MISMATCH", { scheme, message }),
  );
}

/** POST /api/admin/reserves/signatures: kept when it verifies, else 400 saying why and nothing written. */
export async function acceptReserveSignature(adminId: number, input: ReserveSignatureInput) {
  const db = await getDb();
  const [snapshot] = await db
    .select({ id: reserveSnapshots.id, reserves: reserveSnapshots.reserves })
    .from(reserveSnapshots)
    .where(eq(reserveSnapshots.id, input.snapshotId));
  if (!snapshot) throw badRequest("There is no snapshot with this id");
  const listed = (snapshot.reserves as ReserveReading[]).some(
    (r) => r.network === input.network && r.address === input.address,
  );
  if (!listed) {
    throw badRequest(
      "This address is not among the snapshot's reserves on this network (write it exactly as GET /api/reserves does)",
    );
  }
  const message = reserveMessage(input.snapshotId, input.address);
  if (input.network === "BITCOIN") {
    assertBitcoinSignature(message, input.address, input.signature);
  } else if (input.network === "TRON") {
    assertSignatureShape(input.signature);
    if ((await tronSigner(message, input.signature as Hex)) !== input.address) {
      throw badRequest(
        `The signature is not the address's Tron signMessageV2 signature of "${message}"`,
        templated("RESERVE_SIGNATURE_MISMATCH", { scheme: "Tron signMessageV2", message }),
      );
    }
  } else if (!(await recoversTo(message, input.signature, input.address))) {
    throw badRequest(
      `The signature is not the address's EIP-191 signature of "${message}"`,
      templated("RESERVE_SIGNATURE_MISMATCH", { scheme: "EIP-191", message }),
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(reserveSignatures)
      .values({ ...input, uploadedBy: adminId })
      .onConflictDoUpdate({
        target: [reserveSignatures.snapshotId, reserveSignatures.network, reserveSignatures.address],
        set: { signature: input.signature, uploadedBy: adminId, createdAt: new Date() },
      });
    await recordAudit(tx, {
      adminId,
      action: "RESERVES_SIGNATURE",
      details: `Signature of ${input.network} ${input.address} for proof of reserves snapshot ${input.snapshotId}`,
      after: input,
    });
  });
  return { message: "Signature verified", ...input, signed: true };
}
