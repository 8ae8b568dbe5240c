// TypeScript 6 checks side-effect imports; Next.js bundles the stylesheets.
declare module "*.css";
