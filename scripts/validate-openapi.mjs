// Validates an OpenAPI document file against the official OpenAPI schema for its version:
//   node scripts/validate-openapi.mjs openapi.json
// Prints `{ valid, version, errors? }` as JSON and exits 1 when invalid. A separate process because the
// validator is ESM only and jest loads test code as CommonJS (tests/unit/openapi-document.test.ts runs it).
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/validate-openapi.mjs <openapi.json>");
  process.exit(2);
}
const validator = new Validator();
const result = await validator.validate(JSON.parse(readFileSync(file, "utf8")));
console.log(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors }));
process.exit(result.valid ? 0 : 1);
