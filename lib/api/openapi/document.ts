// The OpenAPI 3.1 document of the API (GET /api/openapi.json, shown at /api/docs), generated from the route
// table (lib/api/route-table.ts) and the zod schemas it names, with zod's own JSON Schema output. Request
// schemas are rendered as the client sends them (`io: "input"`), answers as the server produces them.
import { z } from "zod";
import { ADMIN_ROLES, can, UNDECLARED_PERMISSION } from "@/lib/admin/roles/permissions";
import { ROUTE_TABLE, type Access, type ErrorStatus, type RouteEntry } from "@/lib/api/route-table";
import { MAX_ID } from "@/lib/validation/ids";
import { errorAnswer } from "./answers";
import { withIdempotencyKey } from "./idempotency";

type JsonSchema = Record<string, unknown>;
type Components = Record<string, JsonSchema>;

const COMPONENT_REF = "#/components/schemas/";

/** Replaces zod's local `#/$defs/X` references (schemas with a `.meta({ id })`) by document components. */
function hoistDefs(schema: JsonSchema, components: Components): JsonSchema {
  const { $defs, $schema: _dialect, ...rest } = schema as JsonSchema & { $defs?: Components };
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== "object") return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === "$ref" && typeof value === "string" && value.startsWith("#/$defs/")
          ? COMPONENT_REF + value.slice("#/$defs/".length)
          : rewrite(value);
    }
    return out;
  };
  for (const [name, def] of Object.entries($defs ?? {})) components[name] = rewrite(def) as JsonSchema;
  return rewrite(rest) as JsonSchema;
}

function toSchema(schema: z.ZodType, io: "input" | "output", components: Components): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    // Dates and the like have no JSON form; they never reach the wire as such, so render them as "any".
    unrepresentable: "any",
    reused: "inline",
  }) as JsonSchema;
  // A schema that is itself a component comes back as its own definition with the id in `id`.
  if (typeof json.id === "string" && !json.$defs) {
    const { id, $schema: _dialect, ...definition } = json;
    components[id as string] = definition;
    return { $ref: COMPONENT_REF + id };
  }
  return hoistDefs(json, components);
}

/** The query parameters of a query schema: its properties, intersections flattened. */
function queryParameters(schema: z.ZodType, components: Components) {
  const json = toSchema(schema, "input", components);
  const parts = (Array.isArray(json.allOf) ? json.allOf : [json]) as JsonSchema[];
  return parts.flatMap((part) => {
    const required = new Set((part.required as string[] | undefined) ?? []);
    return Object.entries((part.properties as Components | undefined) ?? {}).map(([name, prop]) => {
      const { description, ...rest } = prop;
      return {
        name,
        in: "query",
        required: required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      };
    });
  });
}

const PATH_PARAMS: Record<string, JsonSchema> = {
  id: {
    description: `A whole number from 1 to ${MAX_ID}; anything else is a 404`,
    schema: { type: "string", pattern: "^[0-9]+$" },
  },
  kind: {
    description: "Which document image",
    schema: { type: "string", enum: ["front", "back", "holding"] },
  },
};

function pathParameters(path: string) {
  return [...path.matchAll(/\[(\w+)\]/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    ...(PATH_PARAMS[name] ?? { schema: { type: "string" } }),
  }));
}

/** Role names in the requirement: OpenAPI 3.1 lets non-OAuth schemes list the roles an operation needs. */
function security(access: Access) {
  if (access === "public") return [];
  if (access === "cron") return [{ cronSecret: [] }];
  const roles = access === "investor" ? ["INVESTOR"] : access === "admin" ? ["ADMIN"] : [];
  return [{ bearerAuth: roles }, { cookieAuth: roles }];
}

const ACCESS_TEXT: Record<Access, string> = {
  public: "Anyone.",
  user: "Any signed-in user (investor or administrator), acting on their own data.",
  investor: "Investors only (the calls that move an investor's own money); administrators get 403.",
  admin: "Administrators only (the role is read from the database); investors get 403.",
  cron: "The host scheduler, with `Authorization: Bearer <CRON_SECRET>`.",
  bench: "Nobody (bench builds only).",
};

/** Who may call, in words; an admin route names the administrator roles its permission allows. */
function whoMayCall(entry: RouteEntry): string {
  if (entry.access !== "admin") return ACCESS_TEXT[entry.access];
  const permission = entry.permission ?? UNDECLARED_PERMISSION;
  const roles = ADMIN_ROLES.filter((r) => can(r, permission)).join(", ");
  return `${ACCESS_TEXT.admin} Administrator roles: ${roles} (permission \`${permission}\`); others get 403.`;
}

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: COMPONENT_REF + "Error" } } },
});

/**
 * The error answers of an operation: the ones every route of its kind gives (the guards of lib/api/route.ts,
 * the input parsers of lib/api/parse-input.ts, the 503 of a database out of reach), then those its entry
 * names (409, 429, ...). The API tests hold every answer they receive to this list
 * (tests/helpers/openapi-check.ts).
 */
function errorStatuses(entry: RouteEntry): Partial<Record<ErrorStatus, string>> {
  const out: Partial<Record<ErrorStatus, string>> = {};
  const mutation = entry.method !== "GET";
  if (entry.body || entry.multipart || entry.query) out[400] = "Invalid input: `errors` names each field";
  if (entry.access === "cron") {
    out[401] = "No valid scheduler secret";
    out[403] = "The endpoint is disabled (no CRON_SECRET set)";
  } else if (entry.access !== "public") out[401] = "No valid session";
  if (entry.access === "investor" || entry.access === "admin")
    out[403] = mutation
      ? "The caller's role may not, or a cookie-authenticated call from another origin"
      : "The caller's role may not";
  else if (entry.access === "user" && mutation) out[403] = "Cookie-authenticated call from another origin";
  else if (entry.access === "public" && mutation)
    out[403] = "A cross-site request (another site's Origin, or a Sec-Fetch-Site other than same-origin)";
  if (entry.path.includes("[")) out[404] = "No such row (or a malformed id)";
  if (entry.body || entry.multipart) out[413] = "Body above its size cap";
  if (entry.access === "public" && mutation) out[415] = "A body whose Content-Type is not application/json";
  if (entry.unavailable !== false)
    out[503] =
      "Briefly unavailable (the database is out of reach, or this instance is shutting down): retry after " +
      "the Retry-After seconds";
  // An entry's own reason for a status its kind already gives is one more case of it.
  for (const [status, description] of Object.entries(entry.errors ?? {}) as [`${ErrorStatus}`, string][]) {
    const code = Number(status) as ErrorStatus;
    out[code] = out[code] ? `${out[code]}; or: ${description}` : description;
  }
  return out;
}

function responses(entry: RouteEntry, components: Components) {
  const content: Record<string, unknown> = {};
  if (entry.response || !entry.download)
    content["application/json"] = {
      schema: entry.response ? toSchema(entry.response, "output", components) : { type: "object" },
    };
  if (entry.download) content[entry.download.contentType] = { schema: { type: "string", format: "binary" } };
  const out: Record<string, unknown> = {
    [entry.created ? "201" : "200"]: {
      description: !entry.download
        ? "Success"
        : entry.response
          ? `Success: JSON, or (${entry.download.contentType}) ${entry.download.description}`
          : entry.download.description,
      content,
    },
  };
  if (entry.accepted)
    out["202"] = {
      description: "Proposed, not done: it waits for a second administrator (GET /api/admin/approvals)",
      content: { "application/json": { schema: toSchema(entry.accepted, "output", components) } },
    };
  for (const [status, description] of Object.entries(errorStatuses(entry))) out[status] = error(description);
  if (entry.unavailable)
    out["503"] = {
      description: "Not ready: the checks say which failed; see Retry-After",
      content: { "application/json": { schema: toSchema(entry.unavailable, "output", components) } },
    };
  return out;
}

function requestBody(entry: RouteEntry, components: Components) {
  if (entry.body) {
    return {
      required: true,
      content: { "application/json": { schema: toSchema(entry.body, "input", components) } },
    };
  }
  if (entry.multipart) {
    const fields = toSchema(entry.multipart.fields, "input", components);
    const files = Object.fromEntries(
      entry.multipart.files.map((name) => [name, { type: "string", format: "binary" }]),
    );
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            ...fields,
            properties: { ...(fields.properties as object), ...files },
            required: [...((fields.required as string[]) ?? []), ...entry.multipart.files],
          },
        },
      },
    };
  }
  return undefined;
}

/** `/api/users/[id]` as OpenAPI writes it: `/api/users/{id}`. */
export const openApiPath = (path: string) => path.replace(/\[(\w+)\]/g, "{$1}");

/** A stable operation id: `post_api_users_id_read`. */
export const operationId = (entry: RouteEntry) =>
  `${entry.method.toLowerCase()}${entry.path.replace(/[^A-Za-z0-9]+/g, "_")}`.replace(/_+$/, "");

/** The document. Bench-only routes (app/api/bench, a 404 outside `npm run bench:api`) are left out. */
export function openApiDocument(entries: RouteEntry[] = ROUTE_TABLE) {
  const components: Components = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    if (entry.access === "bench") continue;
    const parameters = [
      ...pathParameters(entry.path),
      ...(entry.query ? queryParameters(entry.query, components) : []),
    ];
    const body = requestBody(entry, components);
    (paths[openApiPath(entry.path)] ??= {})[entry.method.toLowerCase()] = withIdempotencyKey(
      entry.idempotent,
      {
        operationId: operationId(entry),
        tags: [entry.tag],
        summary: entry.summary,
        description: [entry.description, `**Who may call:** ${whoMayCall(entry)}`]
          .filter(Boolean)
          .join("\n\n"),
        "x-access": entry.access,
        ...(entry.access === "admin" ? { "x-permission": entry.permission ?? UNDECLARED_PERMISSION } : {}),
        security: security(entry.access),
        ...(parameters.length ? { parameters } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: responses(entry, components),
      },
    );
  }
  toSchema(errorAnswer, "output", components);
  const tags = [...new Set(entries.filter((e) => e.access !== "bench").map((e) => e.tag))];
  return {
    openapi: "3.1.0",
    info: {
      title: "Apex API",
      version: "1.0.0",
      description:
        "Every route of the app, generated from the zod schemas the handlers parse with " +
        "(lib/api/route-table.ts). Errors are `{ message, code, errors? }`; each operation lists the statuses " +
        "it answers (400/401/403/404/409/413/415/429...; a 503 with Retry-After while the database is out of " +
        "reach or the instance shuts down), and a 500 is a bug. Signed-in calls send the " +
        "session either as the httpOnly cookie `token` (browsers; mutations must then come from the same " +
        "origin) or as `Authorization: Bearer <token>`.",
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "The session token from sign-in (a next-auth v4 JWE naming a server-side session)",
        },
        cookieAuth: { type: "apiKey", in: "cookie", name: "token", description: "The session cookie" },
        cronSecret: { type: "http", scheme: "bearer", description: "CRON_SECRET, for the host scheduler" },
      },
    },
  };
}
