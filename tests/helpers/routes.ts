// Every route handler of the app, found on disk, so suites that must cover all routes cannot miss a new one.
import fs from "node:fs";
import path from "node:path";
import type { call } from "./http";

export type Handler = Parameters<typeof call>[0];

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const APP_DIR = path.join(process.cwd(), "app");

/** "METHOD /api/path/[param]" -> handler. */
export async function discoverRoutes(): Promise<Map<string, Handler>> {
  const apiDir = path.join(APP_DIR, "api");
  const files = (fs.readdirSync(apiDir, { recursive: true }) as string[])
    .filter((f) => path.basename(f) === "route.ts")
    .map((f) => path.join(apiDir, f));
  const found = new Map<string, Handler>();
  for (const file of files) {
    const mod = (await import(file)) as Record<string, unknown>;
    const urlPath = "/" + path.relative(APP_DIR, path.dirname(file)).split(path.sep).join("/");
    for (const method of METHODS) {
      if (typeof mod[method] === "function") found.set(`${method} ${urlPath}`, mod[method] as Handler);
    }
  }
  return found;
}
