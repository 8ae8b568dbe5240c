// A TOTP code is accepted once: the step it belongs to must be later than the last step the user spent.
// One guarded UPDATE, so two concurrent uses of the same code cannot both pass.
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users } from "@/db/schema";

export async function claimTotpStep(exec: Executor, userId: number, step: number): Promise<boolean> {
  const claimed = await exec
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.twoFactorEnabledAt),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}
