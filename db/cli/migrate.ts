// `npm run db:migrate`: apply the migrations (and the idempotent seed) to DATABASE_URL or the embedded database.
// The release step of a deployment that starts its servers with MIGRATE_ON_START=0: it migrates whatever that
// setting says, over DIRECT_DATABASE_URL when set (db/client.ts).
import { describeError } from "@/lib/log-error";
import { isStartupRefusal } from "@/lib/security/production-settings";
import { openFromEnvironment, prepareDatabase } from "../client";

async function main() {
  const handle = await openFromEnvironment();
  try {
    await prepareDatabase(handle, { migrate: true });
  } finally {
    await handle.close();
  }
  console.log("Database migrated and seeded.");
}

main().catch((err) => {
  console.error(isStartupRefusal(err) ? err.message : describeError(err));
  process.exit(1);
});
