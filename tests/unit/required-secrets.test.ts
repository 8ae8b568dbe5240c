// Production refuses to start without its secrets: started without DATA_ENCRYPTION_KEY it
// used to log one line and serve, and identity verification and two-factor setup then answered 503.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { missingSecretsMessage } from "@/lib/security/required-secrets";

const KEY = randomBytes(32).toString("base64");
const SECRET = randomBytes(32).toString("base64");

describe("the start-up check", () => {
  it("names each missing secret and how to make one, in production", () => {
    const message = missingSecretsMessage({ NODE_ENV: "production" })!;
    expect(message).toMatch(/NEXTAUTH_SECRET is not set\..*openssl rand -base64 32/);
    expect(message).toMatch(/DATA_ENCRYPTION_KEY is not set\..*openssl rand -base64 32/);
    const onlyKey = missingSecretsMessage({ NODE_ENV: "production", NEXTAUTH_SECRET: SECRET })!;
    expect(onlyKey).toContain("DATA_ENCRYPTION_KEY is not set");
    expect(onlyKey).not.toContain("NEXTAUTH_SECRET");
  });

  it.each([
    ["a blank key", { DATA_ENCRYPTION_KEY: "  " }, "DATA_ENCRYPTION_KEY is not set"],
    [
      "a 16-byte key",
      { DATA_ENCRYPTION_KEY: randomBytes(16).toString("hex") },
      "DATA_ENCRYPTION_KEY is not 32",
    ],
    ["a short secret", { NEXTAUTH_SECRET: "secret" }, "NEXTAUTH_SECRET is shorter than 32"],
    ["the example's placeholder", { NEXTAUTH_SECRET: "change-me-to-32-random-bytes" }, "NEXTAUTH_SECRET is"],
  ])("refuses %s", (_what, vars, expected) => {
    const message = missingSecretsMessage({
      NODE_ENV: "production",
      NEXTAUTH_SECRET: SECRET,
      DATA_ENCRYPTION_KEY: KEY,
      ...vars,
    });
    expect(message).toContain(expected);
  });

  it("lets production start with both, and development and tests generate their own", () => {
    expect(
      missingSecretsMessage({ NODE_ENV: "production", NEXTAUTH_SECRET: SECRET, DATA_ENCRYPTION_KEY: KEY }),
    ).toBeNull();
    expect(
      missingSecretsMessage({
        NODE_ENV: "production",
        NEXTAUTH_SECRET: SECRET,
        DATA_ENCRYPTION_KEY: "a".repeat(64),
      }),
    ).toBeNull();
    expect(missingSecretsMessage({ NODE_ENV: "development" })).toBeNull();
    expect(missingSecretsMessage({ NODE_ENV: "test" })).toBeNull();
    expect(missingSecretsMessage({})).toBeNull();
    // A production build run locally on purpose (journeys, benchmarks).
    expect(missingSecretsMessage({ NODE_ENV: "production", APEX_ALLOW_GENERATED_SECRET: "1" })).toBeNull();
  });
});

describe("a production server process without DATA_ENCRYPTION_KEY", () => {
  it("exits non-zero before opening the database, saying what to set", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-secrets-"));
    // What Next.js does at start-up: load instrumentation.ts and call register() in the Node.js runtime.
    const child = spawnSync(
      path.join(process.cwd(), "node_modules", ".bin", "tsx"),
      [
        "-e",
        'import("./instrumentation.ts").then((m) => (m.register ?? m.default.register)()).then(() => console.log("SERVING"))',
      ],
      {
        cwd: process.cwd(),
        encoding: "utf8",
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          NEXT_RUNTIME: "nodejs",
          NEXTAUTH_SECRET: SECRET,
          DATA_DIR: dataDir,
          INTEREST_CRON: "0",
        },
      },
    );
    expect(child.stdout).not.toContain("SERVING");
    expect(child.stderr).toContain("Refusing to start in production");
    expect(child.stderr).toContain("DATA_ENCRYPTION_KEY is not set");
    expect(child.stderr).toContain("openssl rand -base64 32");
    expect(child.status).toBe(1);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
