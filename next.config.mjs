import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";
import createNextIntlPlugin from "next-intl/plugin";
import { headerRules } from "./lib/security/headers.mjs";

// next-intl reads each request's language and texts from i18n/request.ts.
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  // A separate build folder lets a second server (tests, screenshots) run beside `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // Titles and descriptions in <head> for every reader, not streamed into the body after the content: the pages
  // render per request (in the reader's language), and a streamed description is one search engines and
  // Lighthouse do not see.
  htmlLimitedBots: /.*/,
  // Native and WASM packages must be loaded by Node at run time, not bundled (pino too: it loads files by path).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "postgres",
    "node-cron",
    "nodemailer",
    "pino",
  ],
  // `node .next/standalone/server.js` (the Dockerfile's server): the build copies in only the files it traced.
  // The migrations are read from disk at start-up (db/client.ts) and the embedded database loads its WASM, data
  // and pg_trgm files by URL, which the tracer may not follow.
  output: "standalone",
  outputFileTracingIncludes: {
    "*": [
      "./db/migrations/**/*",
      "./node_modules/@electric-sql/pglite/dist/*.{wasm,data}",
      "./node_modules/@electric-sql/pglite/dist/pg_trgm.tar.gz",
    ],
  },
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  // Security headers (lib/security/headers.mjs); the pages' Content-Security-Policy comes from middleware.ts.
  headers: async () => headerRules({ production: phase !== PHASE_DEVELOPMENT_SERVER }),
});

/** @type {(phase: string) => import('next').NextConfig} */
const config = (phase) => withNextIntl(nextConfig(phase));

export default config;
