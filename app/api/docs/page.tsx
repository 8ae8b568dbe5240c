// The API reference (/api/docs): the OpenAPI document (GET /api/openapi.json) in Swagger UI. Prerendered, no
// user data; linked from README and docs/api.md, not from the marketing site.
import type { Metadata } from "next";
import { ApiReference } from "@/components/api-docs/api-reference";

export const dynamic = "force-static";

export const metadata: Metadata = {
  title: "API reference",
  robots: { index: false, follow: false },
};

export default function ApiDocsPage() {
  return (
    <main className="min-h-screen bg-white text-slate-900">
      {/* eslint-disable-next-line i18next/no-literal-string -- the API reference is for developers, in English like the API's messages */}
      <h1 className="sr-only">Apex API reference</h1>
      <ApiReference url="/api/openapi.json" />
    </main>
  );
}
