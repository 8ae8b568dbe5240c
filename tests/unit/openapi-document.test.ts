// The OpenAPI document is complete and valid: every method of every route file under app/api is in it (bench
// routes excepted: they are a 404 outside `npm run bench:api`), it validates as OpenAPI 3.1 against the
// official schema, every route's access agrees with the wrapper its file is written with, and the request
// schemas are the ones the handlers parse with.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openApiDocument, openApiPath } from "@/lib/api/openapi/document";
import { ROUTE_TABLE, WRAPPERS_FOR_ACCESS } from "@/lib/api/route-table";

const APP_DIR = path.join(process.cwd(), "app");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Each route file's exported methods and the wrapper each is written with: `POST /api/x` -> `adminRoute`. */
function routeFiles(): Map<string, { wrapper: string; source: string }> {
  const apiDir = path.join(APP_DIR, "api");
  const found = new Map<string, { wrapper: string; source: string }>();
  for (const rel of fs.readdirSync(apiDir, { recursive: true }) as string[]) {
    if (path.basename(rel) !== "route.ts") continue;
    const file = path.join(apiDir, rel);
    const source = fs.readFileSync(file, "utf8");
    const urlPath = "/" + path.relative(APP_DIR, path.dirname(file)).split(path.sep).join("/");
    for (const [, method, wrapper] of source.matchAll(/^export const (\w+) = (\w+)\(/gm)) {
      if (METHODS.includes(method)) found.set(`${method} ${urlPath}`, { wrapper, source });
    }
    // A method exported any other way (a function declaration, a re-export) must not slip past the check.
    for (const method of METHODS) {
      if (new RegExp(`export (async )?function ${method}\\b|export \\{[^}]*\\b${method}\\b`).test(source))
        found.set(`${method} ${urlPath}`, { wrapper: "(not a route wrapper)", source });
    }
  }
  return found;
}

const doc = openApiDocument();
const files = routeFiles();

it("lists every method of every route file, and nothing else (bench routes aside)", () => {
  const onDisk = [...files.keys()].filter((k) => !k.includes(" /api/bench/")).sort();
  const inDocument = Object.entries(doc.paths)
    .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
    .sort();
  expect(inDocument).toEqual(onDisk.map((k) => openApiPath(k)).sort());
});

it("gives each route the access its file's wrapper enforces", () => {
  const mismatches = ROUTE_TABLE.flatMap((entry) => {
    const file = files.get(`${entry.method} ${entry.path}`);
    if (!file) return [`${entry.method} ${entry.path}: no such route file or method`];
    return WRAPPERS_FOR_ACCESS[entry.access].includes(file.wrapper)
      ? []
      : [`${entry.method} ${entry.path}: table says ${entry.access}, file uses ${file.wrapper}`];
  });
  expect(mismatches).toEqual([]);
});

/** The schema a route file passes to parseBody or parseQuery, resolved through the file's own imports. */
async function parsedSchema(source: string, parser: "parseBody" | "parseQuery") {
  const name = new RegExp(`${parser}\\(req, (\\w+)`).exec(source)?.[1];
  if (!name) return undefined;
  const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "([^"]+)"`).exec(source)?.[1];
  if (!from) throw new Error(`${name} is not imported`);
  return ((await import(from)) as Record<string, unknown>)[name];
}

it("documents exactly the body and query schemas the handlers parse with", async () => {
  const mismatches: string[] = [];
  for (const entry of ROUTE_TABLE) {
    const file = files.get(`${entry.method} ${entry.path}`)!;
    // A file with several methods parses at most one body and one query (GET and DELETE take no body).
    const body = await parsedSchema(file.source, "parseBody");
    const query = await parsedSchema(file.source, "parseQuery");
    const key = `${entry.method} ${entry.path}`;
    if (entry.body && entry.body !== body) mismatches.push(`${key}: documents another body than it parses`);
    if (!entry.body && body && entry.method !== "GET" && entry.method !== "DELETE")
      mismatches.push(`${key}: parses a body the table does not document`);
    if (entry.query && entry.query !== query)
      mismatches.push(`${key}: documents another query than it parses`);
    if (!entry.query && query && entry.method === "GET")
      mismatches.push(`${key}: reads a query it does not document`);
  }
  expect(mismatches).toEqual([]);
});

/** The validator is ESM only, so it runs in its own node process (scripts/validate-openapi.mjs). */
function validate(document: unknown) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "openapi-")), "openapi.json");
  fs.writeFileSync(file, JSON.stringify(document));
  const run = spawnSync(process.execPath, ["scripts/validate-openapi.mjs", file], { encoding: "utf8" });
  return { status: run.status, result: JSON.parse(run.stdout || "{}") };
}

it("validates as OpenAPI 3.1 (and the validator does refuse a broken one)", () => {
  const broken = validate({ ...doc, paths: { "/api/x": { get: { responses: { "200": {} } } } } });
  expect(broken.status).toBe(1);
  expect(broken.result.valid).toBe(false);
  const { status: runStatus, result } = validate(doc);
  expect(result.errors).toBeUndefined();
  expect(result).toEqual({ valid: true, version: "3.1" });
  expect(runStatus).toBe(0);
});

it("states each operation's security from the route table", () => {
  const op = (p: string, m: string) =>
    (doc.paths as Record<string, Record<string, { security: unknown[]; "x-access": string }>>)[p][m];
  expect(op("/api/auth/signin", "post").security).toEqual([]);
  expect(op("/api/users", "get").security).toEqual([{ bearerAuth: ["ADMIN"] }, { cookieAuth: ["ADMIN"] }]);
  expect(op("/api/withdrawals", "post").security).toEqual([
    { bearerAuth: ["INVESTOR"] },
    { cookieAuth: ["INVESTOR"] },
  ]);
  expect(op("/api/user", "get").security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
  expect(op("/api/cron/interest", "get").security).toEqual([{ cronSecret: [] }]);
});

it("shows the user answers through their output schemas, without secret columns", () => {
  const schemas = doc.components.schemas as Record<string, { properties: Record<string, unknown> }>;
  for (const name of ["PublicUser", "SignedInUser", "ListedUser", "AdminUserData"]) {
    const fields = Object.keys(schemas[name].properties);
    expect(fields).toContain("email");
    for (const secret of ["password", "passwordHash", "pinHash", "withdrawalPinHash", "tokenVersion"])
      expect(fields).not.toContain(secret);
  }
});
