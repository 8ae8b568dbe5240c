import { and, eq, isNull, or } from "drizzle-orm";
import { notifications } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/authenticate";

/** Who reads: the signed-in user's id and role. */
export type NotificationReader = Pick<SessionUser, "id" | "role">;

/**
 * A live notification the user may see: one addressed to them, or, for an investor, a broadcast (no addressee:
 * the back office's notifications to every investor). An administrator's bell holds only their own notices
 * (the money alerts, lib/alerts/check-alerts.ts), not what was written to the investors.
 */
export function visibleTo(reader: NotificationReader) {
  const addressed = eq(notifications.userId, reader.id);
  return and(
    isNull(notifications.deletedAt),
    reader.role === "INVESTOR" ? or(isNull(notifications.userId), addressed) : addressed,
  );
}
