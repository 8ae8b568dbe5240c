// `npm start` binds where HOSTNAME says, as `next start -H` and the standalone server.js do; unset, it listens on
// every interface as before. The script runs with a stand-in `next` that prints the arguments it was given.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pkg from "../../package.json";

const bin = fs.mkdtempSync(path.join(os.tmpdir(), "apex-start-"));
fs.writeFileSync(path.join(bin, "next"), '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 });

function startArgs(vars: Record<string, string>): string[] {
  const env = { PATH: `${bin}:${process.env.PATH}`, ...vars } as unknown as NodeJS.ProcessEnv;
  const run = spawnSync("sh", ["-c", pkg.scripts.start], { env, encoding: "utf8" });
  expect(run.status).toBe(0);
  return run.stdout.trim().split("\n");
}

afterAll(() => fs.rmSync(bin, { recursive: true, force: true }));

test("HOSTNAME set: next start -H HOSTNAME", () => {
  expect(startArgs({ HOSTNAME: "127.0.0.1", PORT: "3100" })).toEqual([
    "start",
    "-p",
    "3100",
    "-H",
    "127.0.0.1",
  ]);
  expect(startArgs({ HOSTNAME: "::1" })).toEqual(["start", "-p", "3000", "-H", "::1"]);
});

test("HOSTNAME unset or empty: every interface, as next start's default", () => {
  expect(startArgs({})).toEqual(["start", "-p", "3000"]);
  expect(startArgs({ HOSTNAME: "" })).toEqual(["start", "-p", "3000"]);
});
