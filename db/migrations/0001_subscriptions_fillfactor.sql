-- The daily interest run updates every ACTIVE subscription row once a day. Half-empty pages let those
-- updates stay on the same page (HOT updates), so they skip the three index insertions per row a full
-- page would force. drizzle-kit does not model storage parameters: this migration is hand-written.
ALTER TABLE "subscriptions" SET (fillfactor = 50);
