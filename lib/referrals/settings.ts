// The programme's settings: one row, none reading as the defaults with the programme off. A change
// applies to referrals made after it (each referral keeps the settings it was made under) and is audited.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { referralSettings } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { now } from "@/lib/clock";
import { moneyString } from "@/lib/money/decimal";
import type { ReferralSettingsInput } from "@/lib/validation/referrals";

export type ReferralSettings = {
  enabled: boolean;
  referrerRewardUsd: string;
  refereeRewardUsd: string;
  minDepositUsd: string;
  holdDays: number;
  monthlyCapPerReferrer: number;
};

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  enabled: false,
  referrerRewardUsd: "25",
  refereeRewardUsd: "25",
  minDepositUsd: "100",
  holdDays: 30,
  monthlyCapPerReferrer: 20,
};

export async function readReferralSettings(exec?: Executor): Promise<ReferralSettings> {
  const db = exec ?? (await getDb());
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1));
  if (!row) return DEFAULT_REFERRAL_SETTINGS;
  return {
    enabled: row.enabled,
    referrerRewardUsd: moneyString(row.referrerRewardUsd),
    refereeRewardUsd: moneyString(row.refereeRewardUsd),
    minDepositUsd: moneyString(row.minDepositUsd),
    holdDays: row.holdDays,
    monthlyCapPerReferrer: row.monthlyCapPerReferrer,
  };
}

/** PUT /api/admin/referrals/settings, applied (at once, or by the second administrator's approval). */
export async function saveReferralSettings(adminId: number, input: ReferralSettingsInput, exec?: Executor) {
  const run = async (tx: Executor) => {
    const before = await readReferralSettings(tx);
    await tx
      .insert(referralSettings)
      .values({ id: 1, ...input, updatedBy: adminId })
      .onConflictDoUpdate({
        target: referralSettings.id,
        set: { ...input, updatedBy: adminId, updatedAt: now() },
      });
    const settings = await readReferralSettings(tx);
    await recordAudit(tx, {
      adminId,
      action: "REFERRAL_SETTINGS_CHANGE",
      details: `Referral programme ${settings.enabled ? "on" : "off"}: ${settings.referrerRewardUsd} USD to the referrer, ${settings.refereeRewardUsd} USD to the new investor after ${settings.minDepositUsd} USD kept ${settings.holdDays} days, at most ${settings.monthlyCapPerReferrer} a month per referrer`,
      before,
      after: settings,
    });
    return settings;
  };
  const settings = exec ? await run(exec) : await (await getDb()).transaction((tx) => run(tx));
  return { message: "Referral settings saved", settings };
}
