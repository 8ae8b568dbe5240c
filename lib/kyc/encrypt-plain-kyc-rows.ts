// Start-up, after the migrations (db/client.ts): submissions stored before their personal data was
// encrypted (migration 0012_kyc_personal_encrypted added `personal_encrypted`; SQL cannot encrypt with the application's key) get
// it encrypted now, and their plaintext columns emptied. Idempotent and safe on several instances at once:
// each row is rewritten by a guarded UPDATE only while it is still unencrypted. A later migration drops the
// plaintext columns once every deployment has run this (docs/decisions.md, "Identity verification").
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { kycSubmissions } from "@/db/schema";
import { legacyKycPersonal, NO_PLAIN_KYC_PERSONAL, sealKycPersonal } from "./personal-data";
import { areaLog } from "@/lib/log/logger";

const BATCH = 200;

/** Encrypts every leftover plaintext row; returns how many it rewrote. */
export async function encryptPlainKycRows(exec: Executor): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = await exec
      .select()
      .from(kycSubmissions)
      .where(and(isNull(kycSubmissions.personalEncrypted), gt(kycSubmissions.id, after)))
      .orderBy(asc(kycSubmissions.id))
      .limit(BATCH);
    if (!rows.length) return done;
    for (const row of rows) {
      const updated = await exec
        .update(kycSubmissions)
        .set({
          personalEncrypted: sealKycPersonal(row.userId, legacyKycPersonal(row)),
          ...NO_PLAIN_KYC_PERSONAL,
        })
        .where(and(eq(kycSubmissions.id, row.id), isNull(kycSubmissions.personalEncrypted)))
        .returning({ id: kycSubmissions.id });
      done += updated.length;
    }
    after = rows[rows.length - 1].id;
  }
}

/** The start-up step: a missing key (production without DATA_ENCRYPTION_KEY) is logged, not fatal. */
export async function encryptPlainKycRowsAtStart(exec: Executor): Promise<void> {
  try {
    const count = await encryptPlainKycRows(exec);
    if (count) areaLog("kyc").info({ count }, "encrypted the personal data of earlier submissions");
  } catch (err) {
    // Never the row: a driver error would quote its values.
    areaLog("kyc").error(
      `earlier submissions' personal data is still stored in plain text (${(err as Error).name}); ` +
        "it is encrypted at the next start with DATA_ENCRYPTION_KEY set",
    );
  }
}
