"use client";
// Swagger UI from the swagger-ui-dist package, bundled with the app (no CDN: many deployments have no internet)
// and loaded only by this page: the bundle is a dynamic import, its stylesheet is imported here. It runs under
// the pages' ordinary policy (no eval), talks only to our origin, and its validator badge (which would call
// an outside service) is off.
import { useEffect, useRef, useState, type ReactNode } from "react";
import "swagger-ui-dist/swagger-ui.css";
import "./api-reference.css";

/** `failedText`: what to show when the viewer cannot load (written by ./api-reference.tsx in the reader's language). */
export function ApiReferenceViewer({ url, failedText }: { url: string; failedText: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("swagger-ui-dist/swagger-ui-bundle.js")
      .then(({ default: SwaggerUIBundle }) => {
        if (cancelled || !container.current) return;
        SwaggerUIBundle({
          domNode: container.current,
          url,
          deepLinking: true,
          // Groups start closed and open on a click: with every group open at once (about 140 operations),
          // Swagger UI 5.35 stopped rendering after the first dozen and showed nothing of the other groups.
          docExpansion: "none",
          defaultModelsExpandDepth: 0,
          displayOperationId: false,
          validatorUrl: null,
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [url]);

  if (failed) {
    return (
      <p role="alert" className="p-6">
        {failedText}
      </p>
    );
  }
  return <div ref={container} className="api-reference" />;
}
