// E-mail enumeration by timing (docs/decisions.md, "Brute force"): forgot-password and resend-code answered
// a registered address measurably later than an unknown one, because only a registered one cost a token row
// and a mail. Not a wall-clock test: every step that depends on the account (the look-up, and so everything
// after it) is made to hang; the answer must come anyway, for a registered address exactly as for an unknown
// one.
import { POST as forgotRoute } from "@/app/api/auth/forgot-password/route";
import { POST as resendRoute } from "@/app/api/auth/resend-code/route";
import * as findUser from "@/lib/auth/find-user";
import { readOutbox } from "@/lib/email/send-mail";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { freshIp } from "./auth-helpers";
import { runQueuedJobs } from "../helpers/jobs";

jest.mock("@/lib/auth/find-user", () => {
  const actual = jest.requireActual("@/lib/auth/find-user");
  return { ...actual, findLiveUserByEmail: jest.fn(actual.findLiveUserByEmail) };
});
const lookup = findUser.findLiveUserByEmail as jest.MockedFunction<typeof findUser.findLiveUserByEmail>;

setupTestDb();
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

/** The answer, or "hung" if it did not come within a second while the account's work was held. */
async function answerWhileLookupHangs(route: typeof forgotRoute, path: string, email: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  lookup.mockImplementationOnce(async (...args) => {
    await held;
    return jest.requireActual("@/lib/auth/find-user").findLiveUserByEmail(...args);
  });
  const answer = call(route, path, { body: { email }, headers: freshIp() });
  const timeout = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 1000));
  const outcome = await Promise.race([answer, timeout]);
  release();
  await answer;
  await runQueuedJobs();
  return outcome;
}

describe.each([
  ["POST /api/auth/forgot-password", forgotRoute, "If this email exists, a reset link has been sent."],
  [
    "POST /api/auth/resend-code",
    resendRoute,
    "If this email is awaiting verification, a new code has been sent.",
  ],
])("%s", (name, route, message) => {
  beforeEach(() => lookup.mockClear());

  it.each([
    ["a registered address", true],
    ["an unknown address", false],
  ])(
    "answers %s without waiting for the account's work (look-up, token, mail)",
    async (_label, registered) => {
      const email = registered
        ? (await createUser({ emailVerified: false })).user.email
        : uniqueEmail("ghost");
      const outcome = await answerWhileLookupHangs(route, name.split(" ")[1], email);
      expect(outcome).not.toBe("hung");
      expect(outcome).toMatchObject({ status: 200, body: { message } });
      // The work still happens, after the answer.
      if (registered) expect(await readOutbox(email)).toHaveLength(1);
      else expect(await readOutbox(email)).toHaveLength(0);
    },
  );
});
