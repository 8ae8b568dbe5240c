import { and, eq, isNull, or } from "drizzle-orm";
import { notifications } from "@/db/schema";

/** A live notification the user may see: a broadcast (no addressee) or one addressed to them. */
export function visibleTo(userId: number) {
  return and(
    isNull(notifications.deletedAt),
    or(isNull(notifications.userId), eq(notifications.userId, userId)),
  );
}
