// PUT /api/subscriptions/{id}/renewal { autoRenew, compound }: what happens at maturity.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, subscriptions } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { creditedInterest } from "@/lib/interest/credited-interest";
import type { RenewalInput } from "@/lib/validation/earn";
import { EARN_MESSAGES } from "./messages";
import { positionOutput } from "./position-output";

export async function setRenewal(userId: number, id: number, input: RenewalInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ s: subscriptions, planName: investmentPlans.name, paid: creditedInterest })
      .from(subscriptions)
      .innerJoin(investmentPlans, eq(investmentPlans.id, subscriptions.planId))
      .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
      .limit(1)
      .for("update", { of: subscriptions });
    if (!row) throw notFound(EARN_MESSAGES.notFound);
    if (row.s.status !== "ACTIVE") throw conflict(EARN_MESSAGES.notActive);
    const [updated] = await tx
      .update(subscriptions)
      .set({ autoRenew: input.autoRenew, compound: input.compound })
      .where(eq(subscriptions.id, id))
      .returning();
    return {
      message: "Renewal settings saved",
      subscription: positionOutput(updated, row.planName, row.paid),
    };
  });
}
