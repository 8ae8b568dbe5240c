// A new account's first notification was a warning about its own first sign-in ("New sign-in to your
// account", right after sign-up). The account's very first sign-in puts nothing in the bell; a later one
// from a device never seen on the account still does.
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as verifyRoute } from "@/app/api/auth/verify-email/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { NEW_DEVICE_TITLE } from "@/lib/auth/sign-in-notice";
import { setupTestDb } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { fromPeer, mailedCode, randomIp } from "./auth-helpers";
import { runQueuedJobs } from "../helpers/jobs";

setupTestDb();

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PASSWORD = "new-user-pass";

async function signIn(email: string, userAgent: string) {
  const res = await call(signinRoute, "/api/auth/signin", {
    body: { email, password: PASSWORD },
    headers: fromPeer(randomIp(), { "user-agent": userAgent }),
  });
  expect(res.status).toBe(200);
  await runQueuedJobs();
  return res.body.token as string;
}

const signInNotices = async (token: string) => {
  const res = await call(notificationsRoute, "/api/notifications", { token });
  expect(res.status).toBe(200);
  return (res.body as { title: string }[]).filter((n) => n.title === NEW_DEVICE_TITLE);
};

it("a new account's first sign-in (right after sign-up) is not its first notification; a new device later is", async () => {
  const email = uniqueEmail("fresh");
  const headers = fromPeer(randomIp(), { "user-agent": CHROME_WINDOWS });
  const signedUp = await call(signupRoute, "/api/auth/signup", {
    body: {
      name: "Fresh Investor",
      email,
      phone: "+12025550123",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
    headers,
  });
  expect(signedUp.status).toBe(200);
  const verified = await call(verifyRoute, "/api/auth/verify-email", {
    body: { email, code: await mailedCode(email) },
    headers,
  });
  expect(verified.status).toBe(200);

  const first = await signIn(email, CHROME_WINDOWS);
  expect(await signInNotices(first)).toEqual([]);
  // The same device again: seen before, nothing.
  await signIn(email, CHROME_WINDOWS);
  expect(await signInNotices(first)).toEqual([]);
  // A device never seen on the account: the warning, as before.
  const phone = await signIn(email, SAFARI_IPHONE);
  const notices = await signInNotices(phone);
  expect(notices).toHaveLength(1);
  expect(JSON.stringify(notices)).toContain("Safari on iOS");
});
