// `npm run db:migrate`: apply the migrations (and the idempotent seed) to DATABASE_URL or the embedded database.
import { describeError } from "@/lib/log-error";
import { closeDb, getDb } from "../client";

getDb()
  .then(async () => {
    console.log("Database migrated and seeded.");
    await closeDb();
  })
  .catch((err) => {
    console.error(describeError(err));
    process.exit(1);
  });
