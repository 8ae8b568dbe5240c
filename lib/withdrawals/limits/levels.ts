// The verification levels withdrawal limits are set for, and the answer's shape; browser code reads this file.
export const LIMIT_LEVELS = ["UNVERIFIED", "VERIFIED"] as const;
export type LimitLevel = (typeof LIMIT_LEVELS)[number];

export type PeriodLimit = { limit: string | null; used: string; remaining: string | null };
export type UserLimits = { level: LimitLevel; daily: PeriodLimit; monthly: PeriodLimit };
