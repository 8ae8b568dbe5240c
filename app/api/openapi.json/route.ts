// GET /api/openapi.json: the OpenAPI 3.1 document of every route (lib/api/openapi/document.ts), public; the
// readable reference is /api/docs. Built and serialised once per process: it only changes with the code.
import { publicRoute } from "@/lib/api/route";
import { openApiDocument } from "@/lib/api/openapi/document";

let serialised: string | undefined;

export const GET = publicRoute(
  async () =>
    new Response((serialised ??= JSON.stringify(openApiDocument())), {
      headers: { "Content-Type": "application/json" },
    }),
);
