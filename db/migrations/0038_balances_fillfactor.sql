-- The daily interest run updates a balance row per user and asset credited (a quarter to a half of the table), and
-- every deposit, withdrawal and subscription updates one. Half-empty pages keep those updates on the row's own page
-- (HOT updates): no new entry in the primary key per update, and about a third of the WAL (bench/README.md, "The
-- earn plans' mix"). Rows already on full pages move as they are next updated. drizzle-kit does not model storage
-- parameters: this migration is hand-written.
ALTER TABLE "balances" SET (fillfactor = 50);
