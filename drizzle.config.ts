import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
  // Only `drizzle-kit generate` is used (it needs no connection); migrations run from db/client.ts.
  dbCredentials: { url: process.env.DATABASE_URL ?? "postgres://localhost:5432/apex" },
});
