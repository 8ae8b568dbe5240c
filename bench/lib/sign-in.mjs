// Signed-in sessions for the benches: an investor created through the admin API, and the administrator, each
// signed in through /api as the journeys do. The session is the `token` cookie the sign-in forms would set.
// ADMIN_EMAIL / ADMIN_PASSWORD name the administrator (the development defaults otherwise).
const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? "admin@apex.local",
  password: process.env.ADMIN_PASSWORD ?? "ApexAdmin#2026",
};

async function post(baseUrl, path, body, token) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The session tokens of a fresh investor and of the administrator on the server at `baseUrl`. */
export async function signInBoth(baseUrl) {
  const admin = await post(baseUrl, "/api/auth/admin/login", ADMIN);
  const investor = {
    name: "Bench Investor",
    email: `bench-${Date.now()}@example.com`,
    phone: "+12025550143",
    password: "Bench-Pass-42",
  };
  await post(baseUrl, "/api/auth/addUser", investor, admin.token);
  const signedIn = await post(baseUrl, "/api/auth/signin", {
    email: investor.email,
    password: investor.password,
  });
  return { investorToken: signedIn.token, adminToken: admin.token };
}

/** The `token` cookie as a browser context takes it. */
export function sessionCookies(baseUrl, token) {
  const { hostname } = new URL(baseUrl);
  return [{ name: "token", value: token, domain: hostname, path: "/", httpOnly: true, sameSite: "Strict" }];
}
