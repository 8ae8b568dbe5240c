// `npm run db:restore -- FILE`: restores a db:backup archive into the app's database, which must be empty
// (DATABASE_URL an empty database, or a DATA_DIR without one). Stop the app first on the embedded database.
import path from "node:path";
import { backupTargetFromEnv, restoreDatabase } from "@/db/cli/backup";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- FILE");
  process.exit(2);
}
const target = backupTargetFromEnv();
restoreDatabase(target, path.resolve(file))
  .then(() => console.log(`Restored ${file}; the app migrates it to this version at its next start`))
  .catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
