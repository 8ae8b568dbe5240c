// `npm run db:backup -- FILE`: a backup of the app's database (DATABASE_URL, else the embedded one) into FILE.
import path from "node:path";
import { backupDatabase, backupTargetFromEnv } from "@/db/cli/backup";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:backup -- FILE");
  process.exit(2);
}
const target = backupTargetFromEnv();
backupDatabase(target, path.resolve(file))
  .then(() =>
    console.log(`Backed up the ${target.kind === "postgres" ? "Postgres" : "embedded"} database to ${file}`),
  )
  .catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
