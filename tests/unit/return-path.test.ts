import { returnPathFor, safeReturnPath } from "@/lib/auth/return-path";

describe("safeReturnPath: where a sign-in may return to", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/dashboard?panel=withdrawals", "/dashboard?panel=withdrawals"],
    [
      "/dashboard?panel=investments&status=ACTIVE&page=2",
      "/dashboard?panel=investments&status=ACTIVE&page=2",
    ],
    ["/dashboard/", "/dashboard/"],
    ["/dashboard?panel=support#tickets", "/dashboard?panel=support#tickets"],
    // Dot segments are resolved before the check, and a result still inside the dashboard is fine.
    ["/dashboard/./?panel=kyc", "/dashboard/?panel=kyc"],
  ])("keeps %s", (raw, kept) => {
    expect(safeReturnPath(raw, "/dashboard")).toBe(kept);
  });

  it.each([
    // Other sites, by every spelling a browser follows.
    "//evil.example",
    "//evil.example/dashboard",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example/dashboard",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    // Characters URL parsers strip or read as a separator, turning the path into "//host".
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    " /dashboard",
    "/dashboard\u0000",
    "/dashboard%2F..%2F..%2Fadmin",
    "/dashboard%5C..",
    // Paths of this site outside the dashboard the sign-in leads to.
    "/",
    "/admin/dashboard",
    "/login?next=/dashboard",
    "/dashboards",
    "/dashboard/../admin/dashboard",
    "/dashboard/..%2F..",
    // Not a path at all.
    "",
    "dashboard",
    "?panel=withdrawals",
    "#x",
    `/dashboard?q=${"x".repeat(3000)}`,
  ])("refuses %j", (raw) => {
    expect(safeReturnPath(raw, "/dashboard")).toBeNull();
  });

  it("refuses what is not a single string (a repeated parameter, nothing)", () => {
    expect(safeReturnPath(["/dashboard", "//evil.example"], "/dashboard")).toBeNull();
    expect(safeReturnPath(undefined, "/dashboard")).toBeNull();
    expect(safeReturnPath(null, "/dashboard")).toBeNull();
  });

  it("lets the investor's sign-in come back to a withdrawal address's e-mail link, and no other page", () => {
    expect(safeReturnPath("/confirm-address?token=abc", "/dashboard")).toBe("/confirm-address?token=abc");
    expect(safeReturnPath("/confirm-address?token=abc", "/admin/dashboard")).toBeNull();
    expect(safeReturnPath("/confirm-address/../admin/dashboard", "/dashboard")).toBeNull();
    expect(safeReturnPath("/confirm-addresses", "/dashboard")).toBeNull();
    expect(returnPathFor("/confirm-address", "?token=abc", "/dashboard")).toBe("/confirm-address?token=abc");
  });

  it("keeps each dashboard to its own sign-in", () => {
    expect(safeReturnPath("/admin/dashboard?section=withdrawals", "/admin/dashboard")).toBe(
      "/admin/dashboard?section=withdrawals",
    );
    expect(safeReturnPath("/dashboard?panel=withdrawals", "/admin/dashboard")).toBeNull();
    expect(safeReturnPath("/admin/dashboard", "/dashboard")).toBeNull();
  });
});

describe("returnPathFor: what the guard's redirect to sign in carries", () => {
  it("the address asked for, or nothing when it is the home itself", () => {
    expect(returnPathFor("/dashboard", "?panel=withdrawals", "/dashboard")).toBe(
      "/dashboard?panel=withdrawals",
    );
    expect(returnPathFor("/dashboard", "", "/dashboard")).toBeNull();
    expect(returnPathFor("/dashboard/", "", "/dashboard")).toBeNull();
    expect(returnPathFor("/admin/dashboard", "?section=audit", "/admin/dashboard")).toBe(
      "/admin/dashboard?section=audit",
    );
  });
});
