// Every reference in the code resolves inside the repository: no comment (or string) in the source points to
// the product specifications or design notes kept outside it ("spec 1 §7", "spec 2", "design.md",
// "../shared/...") or to the issue tracker ("issue 11 §3", "issues 11, 12", "issue #14", "issue point 7").
// Point to docs/*.md, bench/README.md, the OpenAPI operation (GET /api/openapi.json), or state the rule.
import fs from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const DIRS = ["app", "lib", "components", "db", "tests", "scripts", "bench"];
const ROOT_FILES = [
  "middleware.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.mjs",
  "playwright.config.ts",
  "jest.config.mjs",
];
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|sql)$/;
const OUTSIDE = [
  /\bspec [12]\b/i,
  /\bdesign\.md\b/i,
  /\.\.\/shared\b/,
  /\bshared\/spec\b/,
  // The issue tracker. A number must follow, so zod's `issues` arrays and "the first issue" pass.
  /\bissues? #?\d+\b/i,
  /\bissue points? \d+\b/i,
];

function sourceFiles(): string[] {
  const files = ROOT_FILES.filter((f) => fs.existsSync(path.join(ROOT, f)));
  for (const dir of DIRS) {
    if (!fs.existsSync(path.join(ROOT, dir))) continue;
    for (const rel of fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]) {
      if (rel.split(path.sep).includes("node_modules") || !CODE.test(rel)) continue;
      files.push(path.join(dir, rel));
    }
  }
  return files.filter((f) => path.resolve(f) !== __filename);
}

it("finds the source files", () => {
  expect(sourceFiles().length).toBeGreaterThan(300);
});

it("has no comment pointing to a document outside the repository", () => {
  const found = sourceFiles().flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, i) =>
        OUTSIDE.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
