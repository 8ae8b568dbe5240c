// The lint's boundaries (eslint.config.mjs): code that reaches the browser never loads the database. Each case is
// a file's text linted as if it sat at the path given, with the project's config, through ESLint's Node API (in a
// child process: the config's plugins patch ESLint's own module loading, which jest's module system is not).
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

type LintMessage = { ruleId: string | null; message: string };
type Probe = { filePath: string; text: string };

const LINT_TEXTS = `
import { ESLint } from "eslint";
const probes = JSON.parse(process.argv[1]);
// import/no-cycle reads the linted file from disk, and these files exist only as text.
const eslint = new ESLint({ overrideConfig: { rules: { "import/no-cycle": "off" } } });
const out = [];
for (const p of probes) out.push((await eslint.lintText(p.text, { filePath: p.filePath }))[0].messages);
console.log(JSON.stringify(out));
`;

function lintAll(probes: Probe[]): LintMessage[][] {
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", LINT_TEXTS, JSON.stringify(probes)], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`eslint did not answer: ${run.stderr}`);
  return JSON.parse(run.stdout) as LintMessage[][];
}

const dbRefusals = (messages: LintMessage[]) =>
  messages.filter((m) => /restricted-imports/.test(m.ruleId ?? "") && /database/.test(m.message));

const CLIENT_IMPORTING_DB = `"use client";
import { getDb } from "@/db/client";

export function probe() {
  return getDb;
}
`;
const SCHEMA_IMPORT = `import { users } from "@/db/schema";\nexport const probe = users;\n`;
const CLIENT_IMPORTING_TYPES = `"use client";\nimport type { Db } from "@/db/client";\nexport const probe: Db | null = null;\n`;

const PROBES: (Probe & { refused: boolean })[] = [
  // A "use client" file, wherever it sits.
  { filePath: "app/[locale]/boundaries-probe.tsx", text: CLIENT_IMPORTING_DB, refused: true },
  { filePath: "lib/investments/boundaries-probe.ts", text: CLIENT_IMPORTING_DB, refused: true },
  // Components and the client hooks, directive or not.
  { filePath: "components/boundaries-probe.tsx", text: SCHEMA_IMPORT, refused: true },
  { filePath: "lib/hooks/boundaries-probe.ts", text: SCHEMA_IMPORT, refused: true },
  // Types are erased; server code is what loads the database.
  { filePath: "components/boundaries-probe.tsx", text: CLIENT_IMPORTING_TYPES, refused: false },
  { filePath: "lib/investments/boundaries-probe.ts", text: SCHEMA_IMPORT, refused: false },
];

describe("the lint's boundaries", () => {
  it("refuses browser code importing the database (a client file importing @/db/client fails the lint)", () => {
    const results = lintAll(PROBES);
    const refused = PROBES.map((p, i) => ({
      filePath: p.filePath,
      refused: dbRefusals(results[i]).length > 0,
    }));
    expect(refused).toEqual(PROBES.map((p) => ({ filePath: p.filePath, refused: p.refused })));
  }, 120_000);
});
