// One identity document image, for administrators only: same origin, cookie-authenticated, never cached.
import { adminRoute, parseId } from "@/lib/api/route";
import { kycDocument, parseDocumentKind } from "@/lib/kyc/kyc-document";

export const GET = adminRoute(async ({ params }) => {
  const id = parseId(params.id);
  const kind = parseDocumentKind(params.kind);
  const { bytes, contentType } = await kycDocument(id, kind);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": "no-store",
      "Content-Disposition": `inline; filename="kyc-${id}-${kind}.${contentType === "image/png" ? "png" : "jpg"}"`,
      // Only our own pages may embed it (the API's CSP and nosniff come from next.config.mjs).
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
});
