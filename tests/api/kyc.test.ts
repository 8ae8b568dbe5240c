// Identity verification end to end through the route handlers: the investor's submission and
// status, what lands in the database (ciphertext only), and the administrator's review, reveal and decision.
import { and, eq } from "drizzle-orm";
import { GET as listRoute } from "@/app/api/admin/kyc/route";
import { GET as detailRoute } from "@/app/api/admin/kyc/[id]/route";
import { POST as approveRoute } from "@/app/api/admin/kyc/[id]/approve/route";
import { GET as documentRoute } from "@/app/api/admin/kyc/[id]/documents/[kind]/route";
import { POST as rejectRoute } from "@/app/api/admin/kyc/[id]/reject/route";
import { POST as revealRoute } from "@/app/api/admin/kyc/[id]/reveal/route";
import { GET as statusRoute } from "@/app/api/kyc/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { auditEntries, kycDocuments, kycSubmissions, users } from "@/db/schema";
import { readOutbox } from "@/lib/email/send-mail";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call, handle } from "../helpers/http";
import {
  ACCOUNT_NUMBER,
  JPEG_BYTES,
  PDF_BYTES,
  GIF_BYTES,
  PNG_1X1,
  ROUTING_NUMBER,
  SSN,
  kycFields,
  kycFiles,
  kycFormData,
  png,
  submitKyc,
} from "../helpers/kyc";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  admin = await createUser({ role: "ADMIN" });
});
// Decisions mail the investor after answering; let those finish inside the test that caused them.
afterEach(() => runQueuedJobs());
afterAll(() => jest.restoreAllMocks());

const MB = 1024 * 1024;
const status = (token: string) => call(statusRoute, "/api/kyc", { token });
const adminCall = (
  handler: Parameters<typeof call>[0],
  path: string,
  params: Record<string, string>,
  body?: unknown,
) => call(handler, path, { token: admin.token, params, body, method: body === undefined ? "GET" : "POST" });

async function submitted(name = "Jane Doe") {
  const investor = await createUser({ name });
  const res = await submitKyc(investor.token);
  expect(res.status).toBe(200);
  return { investor, id: res.body.submission.id as number };
}

describe("POST /api/kyc and GET /api/kyc (investor)", () => {
  it("stores a submission, answers as the contract says, and each investor sees only their own status", async () => {
    const a = await createUser();
    const b = await createUser();
    expect((await status(a.token)).body).toEqual({ status: "NONE" });
    const res = await submitKyc(a.token);
    expect(res).toEqual({
      status: 200,
      body: {
        message: "Verification submitted successfully!",
        submission: { id: expect.any(Number), status: "PENDING" },
      },
    });
    const mine = await status(a.token);
    expect(mine.body).toEqual({ status: "PENDING", submittedAt: expect.any(String) });
    expect((await status(b.token)).body).toEqual({ status: "NONE" });
  });

  it("refuses a second submission while one is open: 409", async () => {
    const { investor } = await submitted();
    const again = await submitKyc(investor.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Your verification is already under review");
    const rows = await db().select().from(kycSubmissions).where(eq(kycSubmissions.userId, investor.user.id));
    expect(rows).toHaveLength(1);
  });

  it("lets only one of two simultaneous submissions in", async () => {
    const investor = await createUser();
    const results = await Promise.all([submitKyc(investor.token), submitKyc(investor.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("names every missing field with the spec's text", async () => {
    const investor = await createUser();
    const form = new FormData();
    form.append("unrelated", "x");
    const res = await submitKyc(investor.token, form);
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries(
      res.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      ssn: "SSN is required",
      city: "City is required",
      phone: "Phone is required",
      gender: "Gender is required",
      address: "Address is required",
      state: "State/Province is required",
      zip: "ZIP/Postal Code is required",
      dob: "Date of birth is required",
      accountHolderName: "Account holder name is required",
      bankName: "Bank name is required",
      accountNumber: "Account number is required",
      routingNumber: "Routing number is required",
      branch: "Bank branch is required",
      documentType: "Document type is required",
      frontId: "Front of ID is required",
      backId: "Back of ID is required",
      holdingId: "Holding ID photo is required",
    });
    expect(res.body.message).toBe("First name is required");
  });

  it("refuses blank values, unknown options and malformed numbers under their own paths", async () => {
    const investor = await createUser();
    const res = await submitKyc(
      investor.token,
      kycFormData(
        kycFields({
          firstName: "  ",
          gender: "robot",
          documentType: "library_card",
          ssn: "12345",
          routingNumber: "12",
        }),
        kycFiles({ holdingId: png("empty.png", new Uint8Array()) }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: "firstName", message: "First name is required" },
        { path: "gender", message: "Gender must be one of male, female, other" },
        {
          path: "documentType",
          message: "Document type must be one of passport, drivers_license, national_id",
        },
        { path: "ssn", message: "SSN must be 9 digits" },
        { path: "routingNumber", message: "Routing number must be 9 digits" },
        { path: "holdingId", message: "Holding ID photo is required" },
      ]),
    );
  });

  it("reads the file type from the content: a PNG named .pdf is a PNG, a PDF or GIF named .png is refused", async () => {
    const investor = await createUser();
    const refusedPdf = await submitKyc(
      investor.token,
      kycFormData(
        kycFields(),
        kycFiles({ backId: { bytes: PDF_BYTES, name: "back.png", type: "image/png" } }),
      ),
    );
    expect(refusedPdf.status).toBe(400);
    expect(refusedPdf.body.errors).toEqual([
      { path: "backId", message: "Invalid file type (JPEG, PNG only)" },
    ]);
    const refusedGif = await submitKyc(
      investor.token,
      kycFormData(
        kycFields(),
        kycFiles({ frontId: { bytes: GIF_BYTES, name: "front.jpg", type: "image/jpeg" } }),
      ),
    );
    expect(refusedGif.body.errors).toEqual([
      { path: "frontId", message: "Invalid file type (JPEG, PNG only)" },
    ]);

    const accepted = await submitKyc(
      investor.token,
      kycFormData(
        kycFields(),
        kycFiles({ frontId: { bytes: PNG_1X1, name: "scan.pdf", type: "application/pdf" } }),
      ),
    );
    expect(accepted.status).toBe(200);
    const doc = await handle(
      documentRoute,
      new Request(`http://localhost:3000/api/admin/kyc/${accepted.body.submission.id}/documents/front`, {
        headers: { authorization: `Bearer ${admin.token}` },
      }),
      { id: String(accepted.body.submission.id), kind: "front" },
    );
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await doc.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it("refuses a file of 5 MB or more under its field", async () => {
    const investor = await createUser();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * MB)]);
    const res = await submitKyc(
      investor.token,
      kycFormData(kycFields(), kycFiles({ holdingId: png("big.png", big) })),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "holdingId", message: "File size must be less than 5MB" }]);
  });

  describe("an oversize request", () => {
    /** A multipart-looking body of `chunks` × 1 MB that counts how much of it was read. */
    function countingStream(chunks: number) {
      const counter = { pulled: 0 };
      const stream = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (counter.pulled === chunks) return controller.close();
            counter.pulled += 1;
            controller.enqueue(new Uint8Array(MB).fill(0x61));
          },
        },
        { highWaterMark: 0 },
      );
      return { stream, counter };
    }
    const send = async (
      token: string,
      body: ReadableStream<Uint8Array>,
      headers: Record<string, string> = {},
    ) => {
      const { POST } = await import("@/app/api/kyc/route");
      const req = new Request("http://localhost:3000/api/kyc", {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "multipart/form-data; boundary=x",
          ...headers,
        },
        body,
        duplex: "half",
      } as RequestInit);
      const res = await handle(POST, req);
      return { status: res.status, body: await res.json() };
    };

    it("is refused with 413 from its declared length, unread", async () => {
      const investor = await createUser();
      const { stream, counter } = countingStream(40);
      const res = await send(investor.token, stream, { "content-length": String(40 * MB) });
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(/too large/);
      expect(counter.pulled).toBe(0);
    });

    it("is dropped once a streamed body passes 16 MB: 413", async () => {
      const investor = await createUser();
      const { stream, counter } = countingStream(40);
      const res = await send(investor.token, stream);
      expect(res.status).toBe(413);
      expect(counter.pulled).toBeLessThanOrEqual(18);
    });
  });

  it("answers a JSON body (or none) with 400, not a 500", async () => {
    const investor = await createUser();
    const { POST } = await import("@/app/api/kyc/route");
    for (const rawBody of ["{}", "{", ""]) {
      const res = await call(POST, "/api/kyc", { token: investor.token, rawBody });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Request body must be multipart/form-data");
    }
  });

  it("keeps the SSN, bank numbers and images out of the database in plain form", async () => {
    const { id } = await submitted();
    const [row] = await db().select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
    const plain = [SSN, SSN.replace(/-/g, ""), ACCOUNT_NUMBER, ROUTING_NUMBER];
    for (const column of [row.ssnEncrypted, row.accountNumberEncrypted, row.routingNumberEncrypted]) {
      expect(Buffer.isBuffer(column)).toBe(true);
      for (const value of plain) expect(column.includes(Buffer.from(value))).toBe(false);
    }
    const docs = await db().select().from(kycDocuments);
    const mine = docs.filter((d) => d.key.startsWith(`kyc/${id}/`));
    expect(mine.map((d) => [d.key, d.contentType]).sort()).toEqual([
      [`kyc/${id}/back`, "image/jpeg"],
      [`kyc/${id}/front`, "image/png"],
      [`kyc/${id}/holding`, "image/png"],
    ]);
    for (const d of mine) {
      expect(d.data.includes(PNG_1X1.subarray(8, 24))).toBe(false);
      expect(d.data.includes(JPEG_BYTES.subarray(4))).toBe(false);
      expect(d.data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    }
  });

  it("refuses a submission from an investor who is already verified: 409", async () => {
    const investor = await createUser();
    await db().update(users).set({ isVerified: true }).where(eq(users.id, investor.user.id));
    const res = await submitKyc(investor.token);
    expect(res.status).toBe(409);
    expect((await status(investor.token)).body).toEqual({ status: "APPROVED" });
  });
});

describe("the administrator's review", () => {
  it("lists pending submissions first, filters by status and searches by name or e-mail", async () => {
    const first = await submitted("Queue Alpha");
    const second = await submitted("Queue Beta");
    const decided = await submitted("Queue Gamma");
    await adminCall(
      rejectRoute,
      `/api/admin/kyc/${decided.id}/reject`,
      { id: String(decided.id) },
      { reason: "Blurry" },
    );

    const res = await call(listRoute, "/api/admin/kyc", {
      token: admin.token,
      query: { q: "queue", limit: "10" },
    });
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(3);
    expect(res.body.submissions.map((s: { id: number }) => s.id)).toEqual([first.id, second.id, decided.id]);
    expect(res.body.submissions[0]).toEqual({
      id: first.id,
      status: "PENDING",
      submittedAt: expect.any(String),
      user: { id: first.investor.user.id, name: "Queue Alpha", email: first.investor.user.email },
    });

    const rejected = await call(listRoute, "/api/admin/kyc", {
      token: admin.token,
      query: { q: "queue", status: "rejected" },
    });
    expect(rejected.body.submissions.map((s: { id: number }) => s.id)).toEqual([decided.id]);
    const byEmail = await call(listRoute, "/api/admin/kyc", {
      token: admin.token,
      query: { q: second.investor.user.email },
    });
    expect(byEmail.body.submissions.map((s: { id: number }) => s.id)).toEqual([second.id]);
    const paged = await call(listRoute, "/api/admin/kyc", {
      token: admin.token,
      query: { q: "queue", limit: "1", offset: "1" },
    });
    expect(paged.body).toMatchObject({ submissions: [{ id: second.id }], pagination: { total: 3 } });
  });

  it("shows the details with the SSN and account number masked to their last 4 digits", async () => {
    const { id, investor } = await submitted();
    const res = await adminCall(detailRoute, `/api/admin/kyc/${id}`, { id: String(id) });
    expect(res.status).toBe(200);
    expect(res.body.submission).toMatchObject({
      id,
      status: "PENDING",
      user: { id: investor.user.id, email: investor.user.email },
      firstName: "Jane",
      ssn: "•••••6789",
      accountNumber: "••••••••6789",
      routingNumber: ROUTING_NUMBER,
      documentType: "passport",
      documents: {
        front: `/api/admin/kyc/${id}/documents/front`,
        back: `/api/admin/kyc/${id}/documents/back`,
        holding: `/api/admin/kyc/${id}/documents/holding`,
      },
    });
    expect(JSON.stringify(res.body)).not.toContain("123456789");
    expect(JSON.stringify(res.body)).not.toContain(ACCOUNT_NUMBER);
  });

  it("serves each image with its content type, never cached; an unknown kind or submission is a 404", async () => {
    const { id } = await submitted();
    const get = (kind: string, submission = id) =>
      handle(
        documentRoute,
        new Request(`http://localhost:3000/api/admin/kyc/${submission}/documents/${kind}`, {
          headers: { authorization: `Bearer ${admin.token}` },
        }),
        { id: String(submission), kind },
      );
    const back = await get("back");
    expect(back.status).toBe(200);
    expect(back.headers.get("content-type")).toBe("image/jpeg");
    expect(back.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await back.arrayBuffer()).equals(JPEG_BYTES)).toBe(true);
    expect((await get("selfie")).status).toBe(404);
    expect((await get("front", 987654)).status).toBe(404);
  });

  it("reveals the whole SSN and account number and audits that, without the values", async () => {
    const { id, investor } = await submitted();
    const res = await adminCall(revealRoute, `/api/admin/kyc/${id}/reveal`, { id: String(id) }, {});
    expect(res).toMatchObject({ status: 200, body: { ssn: "123456789", accountNumber: ACCOUNT_NUMBER } });
    const audit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "KYC_REVEAL"), eq(auditEntries.userId, investor.user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].adminId).toBe(admin.user.id);
    const text = JSON.stringify(audit[0]);
    for (const secret of ["123456789", "6789", ACCOUNT_NUMBER, ROUTING_NUMBER])
      expect(text).not.toContain(secret);
  });

  it("approves once: the investor is verified, told in the bell (only them) and by e-mail, and it is audited", async () => {
    const { id, investor } = await submitted();
    const other = await createUser();
    const res = await adminCall(approveRoute, `/api/admin/kyc/${id}/approve`, { id: String(id) }, {});
    expect(res).toMatchObject({ status: 200, body: { submission: { id, status: "APPROVED" } } });
    const [user] = await db().select().from(users).where(eq(users.id, investor.user.id));
    expect(user.isVerified).toBe(true);
    expect((await status(investor.token)).body).toEqual({
      status: "APPROVED",
      submittedAt: expect.any(String),
      decidedAt: expect.any(String),
    });

    const bell = await call(notificationsRoute, "/api/notifications", { token: investor.token });
    expect(bell.body.map((n: { title: string }) => n.title)).toContain("Identity verified");
    const othersBell = await call(notificationsRoute, "/api/notifications", { token: other.token });
    expect(othersBell.body.map((n: { title: string }) => n.title)).not.toContain("Identity verified");
    await runQueuedJobs();
    expect((await readOutbox(investor.user.email)).map((m) => m.subject)).toContain("Identity verified");

    const audit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "KYC_APPROVE"), eq(auditEntries.userId, investor.user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].adminId).toBe(admin.user.id);

    const again = await adminCall(approveRoute, `/api/admin/kyc/${id}/approve`, { id: String(id) }, {});
    expect(again.status).toBe(409);
  });

  it("rejects with a required reason, which the investor reads; they may then submit again", async () => {
    const { id, investor } = await submitted();
    const path = `/api/admin/kyc/${id}/reject`;
    for (const body of [{}, { reason: "   " }, { reason: 5 }]) {
      const res = await adminCall(rejectRoute, path, { id: String(id) }, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: "reason", message: "A reason is required to reject a verification" },
      ]);
    }
    const res = await adminCall(rejectRoute, path, { id: String(id) }, { reason: "The photo is blurry" });
    expect(res).toMatchObject({ status: 200, body: { submission: { id, status: "REJECTED" } } });
    expect((await status(investor.token)).body).toEqual({
      status: "REJECTED",
      reason: "The photo is blurry",
      submittedAt: expect.any(String),
      decidedAt: expect.any(String),
    });
    const [user] = await db().select().from(users).where(eq(users.id, investor.user.id));
    expect(user.isVerified).toBe(false);
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "KYC_REJECT"), eq(auditEntries.userId, investor.user.id)));
    expect(audit.reason).toBe("The photo is blurry");
    expect((await submitKyc(investor.token)).status).toBe(200);
    expect((await status(investor.token)).body.status).toBe("PENDING");
  });

  it("lets exactly one of a simultaneous approve and reject win", async () => {
    const { id, investor } = await submitted();
    const params = { id: String(id) };
    const results = await Promise.all([
      adminCall(approveRoute, `/api/admin/kyc/${id}/approve`, params, {}),
      adminCall(rejectRoute, `/api/admin/kyc/${id}/reject`, params, { reason: "Mismatch" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await db().select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
    const [user] = await db().select().from(users).where(eq(users.id, investor.user.id));
    expect(user.isVerified).toBe(row.status === "APPROVED");
    const decisions = await db().select().from(auditEntries).where(eq(auditEntries.userId, investor.user.id));
    expect(decisions.filter((a) => a.action === "KYC_APPROVE" || a.action === "KYC_REJECT")).toHaveLength(1);
  });

  it("answers an unknown submission with 404 on every admin route", async () => {
    const params = { id: "987654" };
    expect((await adminCall(detailRoute, "/api/admin/kyc/987654", params)).status).toBe(404);
    expect((await adminCall(revealRoute, "/api/admin/kyc/987654/reveal", params, {})).status).toBe(404);
    expect((await adminCall(approveRoute, "/api/admin/kyc/987654/approve", params, {})).status).toBe(404);
    expect(
      (await adminCall(rejectRoute, "/api/admin/kyc/987654/reject", params, { reason: "x" })).status,
    ).toBe(404);
  });
});
