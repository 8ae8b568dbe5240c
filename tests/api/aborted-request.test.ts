// A client that hangs up while sending its body: under load this was logged as an
// unhandled 500. The body reader answers it as the client's doing, a 4xx, and the log stays quiet.
import { POST as supportTicketRoute } from "@/app/api/support-ticket/route";
import { POST as kycRoute } from "@/app/api/kyc/route";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { handle } from "../helpers/http";

setupTestDb();

/** A body that sends its first bytes and then fails the way Node's request stream does on a reset. */
function hangingUpBody(firstBytes: string): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode(firstBytes));
        return;
      }
      controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
}

it.each([
  ["a JSON body", supportTicketRoute, "/api/support-ticket", "application/json", '{"subject":"Hel'],
  ["a multipart body", kycRoute, "/api/kyc", "multipart/form-data; boundary=x", "--x\r\nContent-Disp"],
])("is a quiet 400 when the client hangs up mid-way through %s", async (_what, route, path, type, first) => {
  const { token } = await createUser();
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    const req = new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": type },
      body: hangingUpBody(first),
      duplex: "half",
    } as RequestInit);
    const res = await handle(route, req);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The request body could not be read");
    expect(logged).not.toHaveBeenCalled();
  } finally {
    logged.mockRestore();
  }
});
