// The dashboards' server render reads the signed-in user from the cookie (lib/auth/page-user.ts) with the API's
// own session rules and answer: the same user object GET /api/user gives, nothing for a role that does not
// belong on the page, a signed-out session, garbage or no cookie at all.
import { POST as signoutRoute } from "@/app/api/auth/signout/route";
import { GET as userRoute } from "@/app/api/user/route";
import { pageUser } from "@/lib/auth/page-user";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

let cookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (name === "token" && cookie !== undefined ? { value: cookie } : undefined),
  }),
}));

setupTestDb();

it("gives the investor's page exactly what GET /api/user answers", async () => {
  const { token } = await createUser({ name: "Page Reader" });
  cookie = token;
  const api = await call(userRoute, "/api/user", { token });
  expect(await pageUser("INVESTOR")).toEqual(api.body.user);
  expect(await pageUser("ADMIN")).toBeNull();
});

it("gives the admin page the administrator, and nothing to an investor's page", async () => {
  const { token } = await createUser({ role: "ADMIN" });
  cookie = token;
  expect(await pageUser("ADMIN")).toMatchObject({ role: "ADMIN" });
  expect(await pageUser("INVESTOR")).toBeNull();
});

it("gives nothing once the session has been signed out, for garbage, or without a cookie", async () => {
  const { token } = await createUser();
  cookie = token;
  expect(await pageUser("INVESTOR")).not.toBeNull();
  await call(signoutRoute, "/api/auth/signout", { method: "POST", token });
  expect(await pageUser("INVESTOR")).toBeNull();
  cookie = "garbage";
  expect(await pageUser("INVESTOR")).toBeNull();
  cookie = undefined;
  expect(await pageUser("INVESTOR")).toBeNull();
});
