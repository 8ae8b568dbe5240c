// One owner of the books: every statement that writes ledger_entries or balances lives in lib/ledger/ (drizzle's
// insert/update/delete on the tables, or SQL text doing the same). The rest of the application reads them, or
// calls lib/ledger. Benchmarks (bench/) and tests seed their own databases and are not the application.
import fs from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const DIRS = ["app", "lib", "db", "components", "i18n"];
const OWNER = "lib/ledger/";

const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*(balances|ledgerEntries)\s*\)/g;
// Across lines too: "insert into\n  balances".
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(ledger_entries|balances)\b/gi;

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "migrations") sourceFiles(file, out);
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) out.push(file);
  }
  return out;
}

/** The text without comments (a sentence about balances is not a statement), its lines where they were. */
const code = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, "")).replace(/^\s*\/\/.*$/gm, "");

function ledgerWritesOutsideLedger(): string[] {
  const found: string[] = [];
  for (const file of DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
    const rel = path.relative(ROOT, file).split(path.sep).join("/");
    if (rel.startsWith(OWNER)) continue;
    const text = code(fs.readFileSync(file, "utf8"));
    for (const pattern of [DRIZZLE_WRITE, SQL_WRITE])
      for (const m of text.matchAll(pattern))
        found.push(`${rel}:${text.slice(0, m.index).split("\n").length}: ${m[0].replace(/\s+/g, " ")}`);
  }
  return found;
}

describe("the ledger's ownership", () => {
  it("no statement outside lib/ledger writes ledger_entries or balances", () => {
    expect(ledgerWritesOutsideLedger()).toEqual([]);
  });

  it("finds such a statement (the scan itself works)", () => {
    const finds = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].length > 0;
    expect(finds(DRIZZLE_WRITE, "await tx.insert(balances).values(rows)")).toBe(true);
    expect(finds(DRIZZLE_WRITE, "await db.update(ledgerEntries).set({ memo })")).toBe(true);
    expect(finds(SQL_WRITE, "sql`update balances set amount = amount + ${x}`")).toBe(true);
    expect(finds(SQL_WRITE, "sql`insert into\n    ledger_entries (user_id, asset) values")).toBe(true);
    expect(finds(SQL_WRITE, "select sum(amount) from ledger_entries")).toBe(false);
  });
});
