import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { guardRedirect } from "@/lib/auth/page-guard";
import { mintToken, type Role } from "@/lib/auth/token";
import { config, middleware } from "@/middleware";

describe("guardRedirect", () => {
  it.each<[string, Role | null, string | null]>([
    ["/dashboard", null, "/login"],
    ["/dashboard/settings", null, "/login"],
    ["/dashboard", "INVESTOR", null],
    ["/dashboard/settings", "INVESTOR", null],
    ["/dashboard", "ADMIN", "/admin/dashboard"],
    ["/admin/dashboard", null, "/admin/login"],
    ["/admin/dashboard/users", null, "/admin/login"],
    ["/admin/dashboard", "ADMIN", null],
    ["/admin/dashboard", "INVESTOR", "/dashboard"],
    ["/login", null, null],
    ["/login", "INVESTOR", "/dashboard"],
    ["/login", "ADMIN", "/admin/dashboard"],
    ["/signup", null, null],
    ["/signup", "INVESTOR", "/dashboard"],
    ["/signup", "ADMIN", "/admin/dashboard"],
    ["/admin/login", null, null],
    ["/admin/login", "INVESTOR", null],
    ["/admin/login", "ADMIN", "/admin/dashboard"],
    ["/dashboards", null, null],
    ["/", null, null],
    ["/confirm-address", null, "/login"],
    ["/confirm-address", "INVESTOR", null],
  ])("%s as %s -> %s", (path, role, target) => {
    expect(guardRedirect(path, role)).toBe(target);
  });
});

describe("middleware", () => {
  const investor = { id: 7, role: "INVESTOR" as const, tokenVersion: 0, email: "i@example.com" };
  const admin = { id: 1, role: "ADMIN" as const, tokenVersion: 0, email: "a@example.com" };

  async function answer(path: string, token?: string) {
    const req = new NextRequest(new URL(path, "http://localhost:3000"), {
      headers: token ? { cookie: `token=${token}` } : {},
    });
    return middleware(req);
  }

  async function visit(path: string, token?: string) {
    const res = await answer(path, token);
    return { status: res.status, location: res.headers.get("location") };
  }

  it("runs on the Node.js runtime, guarding the dashboards and the sign-in pages", () => {
    expect(config.runtime).toBe("nodejs");
    for (const url of [
      "/dashboard",
      "/dashboard/settings",
      "/admin/dashboard",
      "/login",
      "/signup",
      "/admin/login",
    ])
      expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
  });

  it("sends a visitor without a token to the right sign-in page, carrying the address asked for", async () => {
    expect(await visit("/dashboard")).toEqual({ status: 307, location: "http://localhost:3000/login" });
    expect(await visit("/dashboard?panel=withdrawals")).toEqual({
      status: 307,
      location: "http://localhost:3000/login?next=%2Fdashboard%3Fpanel%3Dwithdrawals",
    });
    expect(await visit("/admin/dashboard")).toEqual({
      status: 307,
      location: "http://localhost:3000/admin/login",
    });
    expect(await visit("/admin/dashboard?section=audit&page=2")).toEqual({
      status: 307,
      location: "http://localhost:3000/admin/login?next=%2Fadmin%2Fdashboard%3Fsection%3Daudit%26page%3D2",
    });
  });

  it("sends a signed-in user away from a sign-in page to its `next` when that is inside their home", async () => {
    const i = await mintToken(investor, "test-session");
    const a = await mintToken(admin, "test-session");
    expect((await visit("/login?next=%2Fdashboard%3Fpanel%3Dkyc", i)).location).toBe(
      "http://localhost:3000/dashboard?panel=kyc",
    );
    expect((await visit("/admin/login?next=/admin/dashboard?section=users", a)).location).toBe(
      "http://localhost:3000/admin/dashboard?section=users",
    );
    for (const next of ["//evil.example", "https://evil.example", "/\\evil.example", "/admin/dashboard"])
      expect((await visit(`/login?next=${encodeURIComponent(next)}`, i)).location).toBe(
        "http://localhost:3000/dashboard",
      );
  });

  it("treats a forged or garbage token as no token", async () => {
    expect((await visit("/dashboard", "garbage")).location).toBe("http://localhost:3000/login");
    expect((await visit("/login", "garbage")).location).toBeNull();
  });

  it("lets each role into its own dashboard and sends it home from the other one", async () => {
    const i = await mintToken(investor, "test-session");
    const a = await mintToken(admin, "test-session");
    expect(await visit("/dashboard", i)).toEqual({ status: 200, location: null });
    expect((await visit("/admin/dashboard", i)).location).toBe("http://localhost:3000/dashboard");
    expect(await visit("/admin/dashboard", a)).toEqual({ status: 200, location: null });
    expect((await visit("/dashboard", a)).location).toBe("http://localhost:3000/admin/dashboard");
  });

  it("sends a signed-out visitor of a withdrawal address's e-mail link to sign in, and back there after", async () => {
    const link = "/confirm-address?token=abc123";
    expect(await visit(link)).toEqual({
      status: 307,
      location: "http://localhost:3000/login?next=%2Fconfirm-address%3Ftoken%3Dabc123",
    });
    const i = await mintToken(investor, "test-session");
    expect((await visit(`/login?next=${encodeURIComponent(link)}`, i)).location).toBe(
      `http://localhost:3000${link}`,
    );
    expect(await visit(link, i)).toEqual({ status: 200, location: null });
    expect((await answer(link, i)).headers.get("cache-control")).toBe("no-store");
  });

  it("sends signed-in users away from the sign-in and sign-up pages", async () => {
    const i = await mintToken(investor, "test-session");
    const a = await mintToken(admin, "test-session");
    expect((await visit("/login", i)).location).toBe("http://localhost:3000/dashboard");
    expect((await visit("/signup", i)).location).toBe("http://localhost:3000/dashboard");
    expect((await visit("/login", a)).location).toBe("http://localhost:3000/admin/dashboard");
    expect((await visit("/admin/login", a)).location).toBe("http://localhost:3000/admin/dashboard");
    expect((await visit("/admin/login", i)).location).toBeNull();
  });

  // Back/Forward may replay a stored answer even when stale: a 307 kept from the last session loops
  // /login <-> /dashboard, and a kept page shows the sign-in form to a signed-in user.
  it("marks every answer no-store: the redirects and the guarded pages themselves", async () => {
    const i = await mintToken(investor, "test-session");
    const a = await mintToken(admin, "test-session");
    const cases: [string, string | undefined, number][] = [
      ["/dashboard", undefined, 307],
      ["/dashboard/settings", i, 200],
      ["/dashboard", a, 307],
      ["/admin/dashboard", undefined, 307],
      ["/admin/dashboard", i, 307],
      ["/admin/dashboard", a, 200],
      ["/login", undefined, 200],
      ["/login", i, 307],
      ["/signup", undefined, 200],
      ["/signup", a, 307],
      ["/admin/login", undefined, 200],
      ["/admin/login", a, 307],
    ];
    for (const [path, token, status] of cases) {
      const res = await answer(path, token);
      expect({ path, status: res.status, cacheControl: res.headers.get("cache-control") }).toEqual({
        path,
        status,
        cacheControl: "no-store",
      });
    }
  });
});
