// A failed query's parameters never reach the log: a sign-up that failed in the database
// printed the new account's Argon2id hash, e-mail and phone, because drizzle puts the parameters into its
// error's message and PGlite adds them to its own error. Both databases.
import { inspect } from "node:util";
import { users } from "@/db/schema";
import { errorResponse } from "@/lib/api/route";
import { eq } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { enqueue } from "@/lib/jobs/queue";
import { registerJob } from "@/lib/jobs/registry";
import { describeError } from "@/lib/log-error";
import { setupTestDb } from "../helpers/db";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$SECRET-HASH-VALUE";
const EMAIL = "secret-person@example.com";
const PHONE = "+19995550199";

/** An insert the database refuses (a NUL in text: "invalid byte sequence for encoding UTF8: 0x00"). */
async function failingInsert(): Promise<unknown> {
  try {
    await db()
      .insert(users)
      .values({ name: "Bad\u0000Name", email: EMAIL, phone: PHONE, passwordHash: HASH });
  } catch (err) {
    return err;
  }
  throw new Error("the insert was expected to fail");
}

function expectNoParameters(text: string) {
  for (const secret of [HASH, "SECRET-HASH-VALUE", EMAIL, PHONE, "Bad"]) expect(text).not.toContain(secret);
}

// The log's error lines reach the console under jest (lib/log/logger.ts), one JSON object each.
let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

const loggedText = () =>
  logged.mock.calls
    .map((args: unknown[]) => args.map((a) => (typeof a === "string" ? a : inspect(a))).join(" "))
    .join("\n");

it("the driver's error really carries the parameters (what the log used to print)", async () => {
  const err = (await failingInsert()) as Error & { cause?: unknown };
  expect(`${err.message} ${inspect(err.cause)}`).toContain(EMAIL);
});

it("is logged by the route wrapper as a 500 with the SQLSTATE and query, without the values", async () => {
  const res = errorResponse(await failingInsert());
  expect(res.status).toBe(500);
  const text = loggedText();
  expect(text).toContain('"area":"api"');
  expect(text).toContain('"msg":"unhandled error"');
  expect(text).toMatch(/"code":"(22021|22P05)"/); // character_not_in_repertoire / untranslatable_character
  expect(text).toContain('insert into \\"users\\"');
  expect(text).toMatch(/\\n\s+at /); // where it happened is kept, on the same line
  expectNoParameters(text);
});

it("is logged and kept without the values by a failing job, and by anything that prints the error whole", async () => {
  const err = await failingInsert();
  registerJob("error-log-probe", async () => {
    throw err;
  });
  const id = (await enqueue(db(), "error-log-probe", {}, { maxAttempts: 1 }))!;
  await runQueuedJobs();
  expectNoParameters(loggedText());
  expect(loggedText()).toContain(`"msg":"job ${id} (error-log-probe) failed for good`);
  const [job] = await db().select().from(jobs).where(eq(jobs.id, id));
  expect(job.status).toBe("FAILED");
  expect(job.lastError).toContain('insert into "users"');
  expectNoParameters(job.lastError!);
  // Next.js logs an error that escapes a page with console.error(err), i.e. util.inspect.
  expectNoParameters(inspect(err));
  expectNoParameters(describeError(err));
});
