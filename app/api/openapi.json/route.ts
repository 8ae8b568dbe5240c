// GET /api/openapi.json: the OpenAPI 3.1 document of every route (lib/api/openapi/document.ts), public; the
// readable reference is /api/docs.
import { publicRoute } from "@/lib/api/route";
import { openApiDocument } from "@/lib/api/openapi/document";

let cached: ReturnType<typeof openApiDocument> | undefined;

export const GET = publicRoute(async () => (cached ??= openApiDocument()));
