// Codes and links are mailed, never logged in production, whatever the transport: a log is read by more people
// than the mailbox's owner and kept longer than a code lives. Locally, with mail going to the outbox, they are
// also printed so a developer without a mail server can sign up from the terminal.
import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { issueVerificationCode } from "@/lib/auth/verification-code";
import { mailResetLink } from "@/lib/auth/mail-reset-link";
import { readOutbox, sendMail } from "@/lib/email/send-mail";
import { resetEnvCache } from "@/lib/env";
import { setLogLevel, setLogSink } from "@/lib/log/logger";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";

setupTestDb();

const saved = { ...process.env };
// Production generates no key: the queued mails are sealed under this one.
const KEY = randomBytes(32).toString("base64");
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const method of ["log", "info", "warn", "error"] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
  // The server log's lines, every level (lib/log/logger.ts).
  setLogSink({ write: (line) => void logged.push(line) });
  setLogLevel("trace");
});

afterEach(() => {
  setLogSink(null);
  setLogLevel("warn");
  jest.restoreAllMocks();
  process.env = { ...saved };
  resetEnvCache();
});

function as(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

/** Issues a sign-up code and a reset link for a new account, as sign-up and "forgot password" do. */
async function mailSecrets(): Promise<void> {
  const { user } = await createUser();
  const db = await getDb();
  await issueVerificationCode(db, user, "en");
  await mailResetLink({ email: user.email }, db);
}

test.each([
  ["the outbox", { MAIL_TRANSPORT: "outbox", SMTP_URL: undefined }],
  ["SMTP", { MAIL_TRANSPORT: undefined, SMTP_URL: "smtp://127.0.0.1:9" }],
])("in production with %s: no code, link or token reaches the log", async (_what, vars) => {
  as({ NODE_ENV: "production", DATA_ENCRYPTION_KEY: KEY, ...vars });
  await mailSecrets();
  expect(logged.join("\n")).not.toMatch(/verification code for|reset link for|reset-password\/|\b\d{6}\b/);
});

test("in production the outbox's own line names the message, never its content", async () => {
  as({ NODE_ENV: "production", DATA_ENCRYPTION_KEY: KEY, MAIL_TRANSPORT: "outbox", SMTP_URL: undefined });
  await sendMail({ to: "reader@example.com", subject: "Your code", text: "Your code is 493817" });
  expect(logged.join("\n")).toMatch(/"area":"mail".*"subject":"Your code","to":\["reader@example.com"\]/);
  expect(logged.join("\n")).not.toContain("493817");
  expect((await readOutbox("reader@example.com"))[0].text).toContain("493817");
});

test("locally, with mail in the outbox, the code and the link are printed as well", async () => {
  as({ MAIL_TRANSPORT: undefined, SMTP_URL: undefined });
  await mailSecrets();
  const log = logged.join("\n");
  expect(log).toMatch(/\[mail\] verification code for .*: \d{6}/);
  expect(log).toMatch(/\[mail\] password reset link for .*\/reset-password\//);
});
