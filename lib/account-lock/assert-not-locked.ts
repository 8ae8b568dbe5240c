// Sign-in of a locked account (lib/account-lock): a clear 403 saying it is locked and how to unlock it.
import type { User } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { ACCOUNT_LOCKED, ACCOUNT_LOCKED_BY_ADMIN } from "./messages";

export function assertNotLocked(user: Pick<User, "lockedAt" | "lockedBy" | "lockReason">): void {
  if (!user.lockedAt) return;
  if (user.lockedBy !== null) {
    throw new ApiError(403, ACCOUNT_LOCKED_BY_ADMIN, { locked: true, lockReason: user.lockReason });
  }
  throw new ApiError(403, ACCOUNT_LOCKED, { locked: true });
}
