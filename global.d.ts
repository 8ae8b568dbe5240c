// TypeScript 6 checks side-effect imports; Next.js bundles the stylesheets.
declare module "*.css";

// Swagger UI's prebuilt browser bundle (components/api-docs/api-reference.tsx); the package ships no types.
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  const SwaggerUIBundle: (options: Record<string, unknown>) => unknown;
  export default SwaggerUIBundle;
}
