import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";
import { headerRules } from "./lib/security/headers.mjs";

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  // A separate build folder lets a second server (tests, screenshots) run beside `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "node-cron", "nodemailer"],
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  // Security headers (lib/security/headers.mjs); the pages' Content-Security-Policy comes from middleware.ts.
  headers: async () => headerRules({ production: phase !== PHASE_DEVELOPMENT_SERVER }),
});

export default nextConfig;
