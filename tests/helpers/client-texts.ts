// Which catalogue texts a screen's browser code reads: the import graph from an entry file, followed below the
// first "use client" boundary, collecting every `useTranslations("…")` namespace (and the catalogues behind
// useErrorText and useValidationText). Lets a test hold each screen's declared message paths (i18n/namespaces.ts,
// the panel registries) to what its code really uses, without rendering anything.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package: its texts are not ours
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

type Parsed = { client: boolean; imports: string[]; lazyImports: string[]; paths: string[] };
const cache = new Map<string, Parsed>();

/** Hooks of ours that read a whole catalogue without naming it at the call site. */
const CATALOGUE_HOOKS: Record<string, string> = { useErrorText: "errors", useValidationText: "validation" };

function parse(file: string): Parsed {
  const known = cache.get(file);
  if (known) return known;
  const raw = fs.readFileSync(file, "utf8");
  const client = /^\s*(\/\/[^\n]*\n|\s)*["']use client["']/.test(raw);
  // Comments may quote calls ("read with useTranslations(…)") that are not calls.
  const source = raw.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/[^\n]*/g, "$1");
  const imports = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g)].map(
    (m) => m[1],
  );
  const lazyImports = [...source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
  // The hooks' own file reads both catalogues; a screen reads the one whose hook it calls.
  const definesHooks = file.endsWith(path.join("lib", "i18n", "use-error-text.ts"));
  const paths = definesHooks
    ? []
    : [...source.matchAll(/useTranslations\(\s*(?:["']([^"']*)["'])?\s*\)/g)].map((m) => m[1] ?? "");
  for (const [hook, catalogue] of Object.entries(CATALOGUE_HOOKS))
    if (new RegExp(`\\b${hook}\\(`).test(source) && !definesHooks) paths.push(catalogue);
  const resolve = (list: string[]) =>
    list.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
  const parsed = { client, imports: resolve(imports), lazyImports: resolve(lazyImports), paths };
  cache.set(file, parsed);
  return parsed;
}

/**
 * The message paths the browser reads below `entry` (a path relative to the project). `lazy` decides whether
 * a dynamic `import()` is part of the same screen (true) or a screen of its own (false: the registries').
 */
export function clientTextPaths(entry: string, { followLazy }: { followLazy: (file: string) => boolean }) {
  const used = new Map<string, string>(); // path -> first file using it
  const seen = new Set<string>();
  const walk = (file: string, inClient: boolean) => {
    const key = `${file}|${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const parsed = parse(file);
    const client = inClient || parsed.client;
    if (client) for (const p of parsed.paths) if (!used.has(p)) used.set(p, path.relative(ROOT, file));
    for (const next of parsed.imports) walk(next, client);
    for (const next of parsed.lazyImports) if (followLazy(file)) walk(next, client);
  };
  walk(path.join(ROOT, entry), false);
  return used;
}

/** Does `declared` (namespaces or dotted sub-paths) cover `used`? "investor.kyc" covers "investor.kyc.file". */
export function covers(declared: readonly string[], used: string): boolean {
  return declared.some((d) => used === d || used.startsWith(`${d}.`));
}
