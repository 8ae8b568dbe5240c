// npm run chain:forget -- <CHAIN>: the watcher of that chain (ETHEREUM, BSC, BITCOIN, TRON) starts over on its
// next scan. For a node that was replaced by a new chain (chain:dev restarted): its recorded blocks are on no
// chain any more. Deposits already recorded stay as they are; the cursor and the recorded blocks go.
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { CHAIN_IDS } from "@/lib/deposits/watch/watched-chains";

async function main() {
  const chain = (process.argv[2] ?? "").toUpperCase();
  if (!(CHAIN_IDS as readonly string[]).includes(chain))
    throw new Error(`usage: npm run chain:forget -- <${CHAIN_IDS.join("|")}>`);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from chain_blocks where chain = ${chain}`);
    await tx.execute(sql`delete from chain_cursors where chain = ${chain}`);
  });
  console.log(`${chain}: the watcher starts over on its next scan.`);
  await closeDb();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
