// The earn features' error texts, each in messages/*/errors.json in the five languages.
export const EARN_MESSAGES = {
  notFound: "Subscription not found",
  notActive: "This subscription is not active",
  noEarlyRedemption: "This plan cannot be redeemed before it matures",
  fixedInWhole: "A fixed-term subscription is redeemed in whole",
  aboveprincipal: "Amount exceeds the subscription's principal",
  outsideLimits: "Amount must be between the plan's minimum and maximum",
  wrongAsset: "Asset must be the plan's asset",
  insufficient: "Insufficient balance for this subscription",
  alreadySubscribed: "You are already subscribed to this plan",
} as const;
