// Tells the OWNER and FINANCE administrators when a money condition starts and when it clears: one e-mail and
// one bell notice each per change, not per check. The change is a guarded UPDATE of the condition's row in
// alert_states (only the check that moves it from one state to the other gets a row back), in the same
// transaction as the mails, notices and webhook post it queues: several instances checking at once tell once.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/db/client";
import { notifications, users } from "@/db/schema";
import { recipientLocaleIn, translatorFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { logError } from "@/lib/log-error";
import { evaluateConditions, type Evaluation } from "./conditions";
import { enqueueAlertWebhook } from "./webhook";

export type AlertState = "FIRING" | "OK";

/** Who is told: the administrators whose role answers for the money. */
const TOLD_ROLES = ["OWNER", "FINANCE"] as const;

const ENGLISH_NAMES: Record<Evaluation["condition"], string> = {
  hot_wallet_low: "Hot wallet low",
  scanner_stalled: "Deposit scanner stalled",
  reconcile_mismatch: "Ledger reconciliation mismatch",
  dead_job: "Dead job",
  price_feed_stale: "Price feed stale",
};

async function tell(tx: Executor, e: Evaluation, state: AlertState, since: Date): Promise<void> {
  const key = state === "FIRING" ? "started" : "cleared";
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, "ADMIN"), inArray(users.adminRole, [...TOLD_ROLES]), isNull(users.deletedAt)));
  const stamp = since.toISOString();
  for (const admin of admins) {
    const locale = await recipientLocaleIn(tx, admin.id);
    const values = { time: utcTimeFor(locale, since), figure: e.figure };
    const notes = await translatorFor(locale, "notifications");
    const condition = notes(`alert.conditions.${e.condition}`);
    await tx.insert(notifications).values({
      userId: admin.id,
      title: notes(`alert.${key}.title`, { condition }),
      content: notes(`alert.${key}.content`, { condition, ...values }),
    });
    const mails = await translatorFor(locale, "emails");
    await enqueueMail(
      tx,
      {
        to: admin.email,
        subject: mails(`alert.${key}.subject`, { condition }),
        text: mails(`alert.${key}.text`, { name: admin.name, condition, ...values }),
      },
      `alert:${e.condition}:${state}:${stamp}:${admin.id}`,
    );
  }
  const verb = state === "FIRING" ? "started" : "cleared";
  await enqueueAlertWebhook(tx, {
    text: `Apex: ${ENGLISH_NAMES[e.condition]} ${verb} (${e.figure})`,
    condition: e.condition,
    state,
    since: stamp,
    figure: e.figure,
  });
}

/** One condition's row brought up to date; whether its state changed (and so who was told). */
async function record(e: Evaluation): Promise<boolean> {
  const state: AlertState = e.firing ? "FIRING" : "OK";
  const db = await getDb();
  return db.transaction(async (tx) => {
    // A condition first seen is OK: it starts (and is told) when a check finds it firing.
    await tx.execute(sql`insert into alert_states (condition, state) values (${e.condition}, 'OK')
                         on conflict (condition) do nothing`);
    const [changed] = await queryRows<{ since: Date | string }>(
      tx,
      sql`update alert_states set state = ${state}, since = now(), figure = ${e.figure}, checked_at = now()
          where condition = ${e.condition} and state <> ${state}
          returning since`,
    );
    if (!changed) {
      await tx.execute(sql`update alert_states set figure = ${e.figure}, checked_at = now()
                           where condition = ${e.condition}`);
      return false;
    }
    await tell(tx, e, state, new Date(changed.since));
    return true;
  });
}

/** Checks every condition; the ones whose state changed. */
export async function checkAlerts(): Promise<Evaluation[]> {
  const changed: Evaluation[] = [];
  for (const e of await evaluateConditions()) if (await record(e)) changed.push(e);
  return changed;
}

/** For the worker's loop and the cron route: a failed check is logged and tried again next time. */
export async function checkAlertsSafely(): Promise<void> {
  try {
    await checkAlerts();
  } catch (err) {
    logError("[alerts] the money conditions could not be checked", err);
  }
}
