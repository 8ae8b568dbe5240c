import { adminCreatedNotice } from "@/db/seed";

describe("the administrator line printed at the first start", () => {
  test("with the development default: e-mail and password in plain words, and the variables that change them", () => {
    const text = adminCreatedNotice("admin@apex.local", "ApexAdmin#2026");
    expect(text).toContain("Sign in at /admin/login");
    expect(text).toMatch(/e-mail: +admin@apex\.local/);
    expect(text).toMatch(/password: +ApexAdmin#2026 +\(the development default\)/);
    expect(text).toContain("set ADMIN_EMAIL and ADMIN_PASSWORD");
  });

  test("a password from ADMIN_PASSWORD is never echoed", () => {
    const text = adminCreatedNotice("ops@example.com", null);
    expect(text).toMatch(/e-mail: +ops@example\.com/);
    expect(text).toContain("password: the value of ADMIN_PASSWORD");
  });
});
