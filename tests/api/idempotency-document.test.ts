// The routes that take an Idempotency-Key are the ones the OpenAPI document says do, and it says how.
import fs from "node:fs";
import path from "node:path";
import { openApiDocument, openApiPath } from "@/lib/api/openapi/document";
import { ROUTE_TABLE } from "@/lib/api/route-table";

type Operation = {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
};

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? routeFiles(full) : e.name === "route.ts" ? [full] : [];
  });
}

const wrapped = routeFiles(path.join(process.cwd(), "app", "api"))
  .filter((file) => /\bPOST = \w+\(\s*idempotent\(/.test(fs.readFileSync(file, "utf8")))
  .map((file) => `POST /${path.relative(path.join(process.cwd(), "app"), path.dirname(file))}`)
  .sort();

test("the money-moving POSTs the outside checks name are wrapped", () => {
  for (const route of ["POST /api/withdrawals", "POST /api/investments/subscribe", "POST /api/users/credit"])
    expect(wrapped).toContain(route);
});

test("the route table flags exactly the routes whose handler is wrapped", () => {
  const flagged = ROUTE_TABLE.filter((e) => e.idempotent)
    .map((e) => `${e.method} ${e.path}`)
    .sort();
  expect(flagged).toEqual(wrapped);
});

test("the document names the header, the replay header and the key's refusals on those operations", () => {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
  for (const entry of ROUTE_TABLE) {
    const op = doc.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];
    if (!op) continue;
    const hasHeader = !!op.parameters?.some((p) => p.in === "header" && p.name === "Idempotency-Key");
    expect([`${entry.method} ${entry.path}`, hasHeader]).toEqual([
      `${entry.method} ${entry.path}`,
      !!entry.idempotent,
    ]);
    if (!entry.idempotent) continue;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400", "409", "422"]));
    expect(op.responses["200"].headers).toHaveProperty("Idempotent-Replayed");
  }
});
