// TRACE and TRACK were a 500 with a stack in the log: Next.js builds a fetch `Request`
// for every call and undici refuses to build one for these methods. The server's request hook
// (installPeerStamp, from instrumentation.ts) answers them 405 before Next.js sees them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { installPeerStamp } from "@/lib/net/peer-stamp";

let server: http.Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  installPeerStamp();
  // Stands in for Next.js: what it does first with every request.
  server = http.createServer((req, res) => {
    reached.push(req.method!);
    try {
      new Request(`http://localhost${req.url}`, { method: req.method });
      res.end("handled");
    } catch {
      res.statusCode = 500;
      res.end("Internal Server Error");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function request(method: string, path = "/api/users") {
  return new Promise<{ status: number; allow?: string; nosniff?: string; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path, method, headers: { connection: "close" } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode!,
              allow: res.headers.allow,
              nosniff: res.headers["x-content-type-options"] as string | undefined,
              body,
            }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

it.each(["TRACE", "trace"])("answers %s with 405 and a JSON message, before the app sees it", async (m) => {
  reached.length = 0;
  for (const path of ["/api/users", "/dashboard"]) {
    const res = await request(m, path);
    expect(res.status).toBe(405);
    expect(res.allow).toContain("GET");
    expect(res.nosniff).toBe("nosniff");
    expect(JSON.parse(res.body)).toEqual({ message: "Method not allowed" });
  }
  expect(reached).toEqual([]);
});

it("never hands TRACK to the app either (Node's parser refuses it with 400)", async () => {
  reached.length = 0;
  expect((await request("TRACK")).status).toBe(400);
  expect(reached).toEqual([]);
});

it("passes every other method on", async () => {
  reached.length = 0;
  for (const m of ["GET", "POST", "OPTIONS", "PROPFIND"]) expect((await request(m)).body).toBe("handled");
  expect(reached).toEqual(["GET", "POST", "OPTIONS", "PROPFIND"]);
});
