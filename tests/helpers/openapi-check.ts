// Every answer the API tests receive is checked against the OpenAPI document (GET /api/openapi.json), so a
// route cannot answer a status or a body its reference does not describe without failing its own test:
//   - the status must be listed for that path and method;
//   - the media type must be one the document lists for that status (`image/*` covers `image/png`);
//   - a JSON body must validate against that status's schema (JSON Schema 2020-12, the dialect of OpenAPI
//     3.1, with ajv), which for the output schemas means no field the document does not declare.
// tests/helpers/http.ts runs it on every call; tests/unit/openapi-check.test.ts shows it does refuse.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { openApiDocument } from "@/lib/api/openapi/document";

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

const DOCUMENT_ID = "https://apex.test/openapi.json";

/** Routes the document leaves out on purpose: the bench twins are a 404 outside `npm run bench:api`. */
const UNDOCUMENTED = /^\/api\/bench(\/|$)/;

type Checker = {
  doc: Doc;
  ajv: Ajv2020;
  templates: { path: string; pattern: RegExp; params: number }[];
  validators: Map<string, ValidateFunction>;
};
let checker: Checker | undefined;

function load(): Checker {
  if (checker) return checker;
  const doc = openApiDocument() as unknown as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's own format names: descriptive only.
  for (const format of ["binary", "byte", "int32", "int64", "float", "double", "password"])
    ajv.addFormat(format, true);
  ajv.addSchema({ ...doc, $id: DOCUMENT_ID });
  const templates = Object.keys(doc.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`),
    params: (path.match(/\{/g) ?? []).length,
  }));
  checker = { doc, ajv, templates, validators: new Map() };
  return checker;
}

/** The document's path for a concrete one: a literal path wins over a template (`/api/users/count`
 *  before `/api/users/{id}`). */
function documentedPath(c: Checker, pathname: string, method: string) {
  return c.templates
    .filter((t) => t.pattern.test(pathname) && c.doc.paths[t.path][method])
    .sort((a, b) => a.params - b.params)[0]?.path;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => "/" + p.replace(/~/g, "~0").replace(/\//g, "~1")).join("");

function validator(c: Checker, ref: string): ValidateFunction {
  let validate = c.validators.get(ref);
  if (!validate) {
    validate = c.ajv.getSchema(`${DOCUMENT_ID}#${ref}`);
    if (!validate) throw new Error(`no schema at ${ref} in the OpenAPI document`);
    c.validators.set(ref, validate);
  }
  return validate;
}

/** `image/*` or `text/csv` as listed against `image/png` or `text/csv; charset=utf-8` as answered. */
function mediaTypeMatches(listed: string, answered: string) {
  if (listed === answered || listed === "*/*") return true;
  return listed.endsWith("/*") && answered.startsWith(listed.slice(0, -1));
}

export type Answer = {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  /** The body as text: JSON answers are checked against their schema, others by media type only. */
  text?: string;
  /** The test broke the server on purpose (a query made to throw): a 500 with the Error body is then an
   *  answer it expects. Never documented: outside such a test a 500 is a bug. */
  serverFault?: boolean;
};

/** What is wrong with an answer against the document: an empty list when it is as documented. */
export function answerProblems(answer: Answer): string[] {
  const c = load();
  const method = answer.method.toLowerCase();
  const { pathname } = new URL(answer.url, "http://localhost:3000");
  if (UNDOCUMENTED.test(pathname)) return [];
  const where = `${answer.method.toUpperCase()} ${pathname} answered ${answer.status}`;
  const path = documentedPath(c, pathname, method);
  if (!path) return [`${where}: the OpenAPI document has no such operation`];
  const faultExpected = answer.serverFault && answer.status === 500;
  const documented = faultExpected
    ? { content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } }
    : c.doc.paths[path][method].responses[String(answer.status)];
  if (!documented) {
    const listed = Object.keys(c.doc.paths[path][method].responses).join(", ");
    return [`${where}: status not in the document for ${method.toUpperCase()} ${path} (lists ${listed})`];
  }
  const mediaType = answer.contentType?.split(";")[0].trim().toLowerCase() ?? "";
  const hasBody = answer.text === undefined ? mediaType !== "" : answer.text.length > 0;
  const content = documented.content ?? {};
  if (!hasBody)
    return Object.keys(content).length === 0 ? [] : [`${where}: an empty body, documented with one`];
  const listedType = Object.keys(content).find((type) => mediaTypeMatches(type, mediaType));
  if (!listedType)
    return [
      `${where}: content type "${mediaType}" not documented (${Object.keys(content).join(", ") || "none"})`,
    ];
  if (mediaType !== "application/json" || answer.text === undefined || !content[listedType].schema) return [];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [`${where}: declared JSON, but the body does not parse`];
  }
  const validate = validator(
    c,
    faultExpected
      ? pointer("components", "schemas", "Error")
      : pointer("paths", path, method, "responses", String(answer.status), "content", listedType, "schema"),
  );
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${where}: body${e.instancePath || ""} ${e.message}` +
      (e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : "") +
      ` (schema ${e.schemaPath})`,
  );
}

/** Throws, naming every problem and the body, when an answer is not what the document says. */
export function assertDocumentedAnswer(answer: Answer) {
  const problems = answerProblems(answer);
  if (problems.length === 0) return;
  const body = answer.text === undefined ? "" : `\nbody: ${answer.text.slice(0, 1500)}`;
  const error = new Error(
    `The answer does not match the OpenAPI document (lib/api/route-table.ts):\n  ${problems.join("\n  ")}${body}`,
  );
  // Point at the test's own call, not at this helper.
  Error.captureStackTrace?.(error, assertDocumentedAnswer);
  throw error;
}
