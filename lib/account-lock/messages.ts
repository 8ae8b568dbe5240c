// The account lock's answers (messages/*/errors.json has each in the five languages).
export const ACCOUNT_LOCKED =
  "Your account is locked. To unlock it, reset your password with Forgot password, or contact support.";
export const ACCOUNT_LOCKED_BY_ADMIN = "Your account has been locked by Apex. Contact support to unlock it.";
export const ACCOUNT_LOCKED_DONE = "Your account is locked. Every session has been signed out.";
export const ACCOUNT_ALREADY_LOCKED = "This account is already locked";
export const ACCOUNT_NOT_LOCKED = "This account is not locked";
export const ACCOUNT_UNLOCKED = "The account is unlocked";
export const LOCK_LINK_INVALID = "This lock link is invalid, has expired or was already used.";
export const LOCK_SELF_BY_ADMIN = "You cannot lock or unlock your own account here.";
export const WITHDRAWALS_BLOCKED_AFTER_UNLOCK =
  "Withdrawals are paused for 24 hours after your account was unlocked. Please try again later.";
