// GET /api/admin/audit/export, the audit trail as a streamed, formula-safe CSV download of
// every matching entry (not a page).
import { sql } from "drizzle-orm";
import { GET as exportRoute } from "@/app/api/admin/audit/export/route";
import { auditEntries } from "@/db/schema";
import { AUDIT_EXPORT_BATCH } from "@/lib/admin/export-audit-trail";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call, handle } from "../helpers/http";

const { db } = setupTestDb();

const HEADER = "Timestamp,Action,User,Email,Asset,Amount,USD Value,Status,Details";
/** More than two batches, so the file is read across at least three keyset queries. */
const BULK = 2 * AUDIT_EXPORT_BATCH + 37;

let admin: Awaited<ReturnType<typeof createUser>>;
let eve: Awaited<ReturnType<typeof createUser>>;
let mal: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
  eve = await createUser({ name: "Eve Example", email: "eve@example.com" });
  mal = await createUser({ name: "=cmd|' /C calc'!A0", email: "mal@evil.example" });
  // Bulk rows in 2024, seven to a microsecond and a microsecond apart: a cursor that lost precision or
  // ties would skip or repeat rows.
  await db().execute(sql`
    insert into audit_entries (admin_id, user_id, action, asset, amount, usd_value, details, created_at)
    select ${admin.user.id}, ${eve.user.id}, 'CREDIT', 'BITCOIN', 0.5, 58257.5, 'bulk-' || g,
           timestamptz '2024-06-01 12:00:00+00' + (g / 7) * interval '1 microsecond'
    from generate_series(1, ${BULK}) g`);
  await db()
    .insert(auditEntries)
    .values([
      {
        adminId: admin.user.id,
        userId: mal.user.id,
        action: "RESET",
        usdValue: "-12.5",
        amount: "-0.00000001",
        asset: "USDT",
        details: '=HYPERLINK("http://x.example","click"), "quoted"\nsecond line',
        createdAt: new Date("2025-02-01T10:00:00Z"),
      },
      {
        adminId: admin.user.id,
        userId: eve.user.id,
        action: "WITHDRAWAL_APPROVE",
        asset: "USDC",
        amount: "5",
        usdValue: "5",
        status: "COMPLETED",
        reason: "+1 approved",
        createdAt: new Date("2025-02-02T10:00:00Z"),
      },
      {
        adminId: admin.user.id,
        action: "PLAN_CREATE",
        details: "@SUM(A1)",
        createdAt: new Date("2025-02-03T10:00:00Z"),
      },
    ]);
});

async function download(query: Record<string, string> = {}) {
  const res = await call(exportRoute, "/api/admin/audit/export", { token: admin.token, query });
  const text = String(res.body ?? "");
  return { ...res, text, lines: text.split("\r\n").slice(0, -1) };
}

describe("GET /api/admin/audit/export", () => {
  it("downloads every entry, newest first, header first, as a CSV attachment", async () => {
    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="apex-audit-trail-.+\.csv"$/,
    );
    expect(res.text.endsWith("\r\n")).toBe(true);
    expect(res.lines[0]).toBe(HEADER);
    expect(res.lines[1]).toBe("2025-02-03T10:00:00.000Z,PLAN_CREATE,,,,,,COMPLETED,'@SUM(A1)");
    expect(res.lines[2]).toBe(
      "2025-02-02T10:00:00.000Z,WITHDRAWAL_APPROVE,Eve Example,eve@example.com,USDC,5,5,COMPLETED,'+1 approved",
    );
    // Every bulk row exactly once, across all the batches, in order (newest first).
    const bulk = res.lines.filter((l) => l.includes(",bulk-"));
    expect(bulk).toHaveLength(BULK);
    const numbers = bulk.map((l) => Number(l.split(",bulk-")[1]));
    expect(new Set(numbers).size).toBe(BULK);
    expect(bulk[0]).toBe(
      `2024-06-01T12:00:00.000Z,CREDIT,Eve Example,eve@example.com,BITCOIN,0.5,58257.5,COMPLETED,bulk-${numbers[0]}`,
    );
    const micro = numbers.map((n) => Math.floor(n / 7));
    expect(micro).toEqual([...micro].sort((a, b) => b - a));
  });

  it("escapes cells and neutralises formulas; exact negative amounts stay numbers", async () => {
    const { text } = await download({ action: "resets" });
    expect(text).toBe(
      `${HEADER}\r\n` +
        `2025-02-01T10:00:00.000Z,RESET,'=cmd|' /C calc'!A0,mal@evil.example,USDT,-0.00000001,-12.5,COMPLETED,` +
        `"'=HYPERLINK(""http://x.example"",""click""), ""quoted""\nsecond line"\r\n`,
    );
  });

  it("applies the trail's filters: action type, UTC days and q", async () => {
    const credits = await download({ action: "credits" });
    expect(credits.lines).toHaveLength(1 + BULK);
    const days = await download({ startDate: "2025-02-02", endDate: "2025-02-02" });
    expect(days.lines.slice(1).map((l) => l.split(",")[1])).toEqual(["WITHDRAWAL_APPROVE"]);
    const withdrawals = await download({ action: "withdrawals", q: "eve" });
    expect(withdrawals.lines).toHaveLength(2);
    const byName = await download({ q: "EVIL.example" });
    expect(byName.lines.slice(1).map((l) => l.split(",")[1])).toEqual(["RESET"]);
    const none = await download({ q: "nobody-here", startDate: "2024-01-01" });
    expect(none.text).toBe(`${HEADER}\r\n`);
    expect(none.headers.get("content-disposition")).toContain('filename="apex-audit-trail-2024-01-01.csv"');
  });

  it("streams the file in batches instead of building it whole", async () => {
    const req = new Request("http://localhost:3000/api/admin/audit/export?action=credits", {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const res = await handle(exportRoute, req);
    const reader = res.body!.getReader();
    let chunks = 0;
    while (!(await reader.read()).done) chunks += 1;
    // The header, then one chunk per batch of rows.
    expect(chunks).toBe(1 + Math.ceil(BULK / AUDIT_EXPORT_BATCH));
  });

  describe("when the database fails", () => {
    /** Makes the export's `n`-th batch query (1-based) throw, as a lost connection would. */
    function failBatch(n: number) {
      const database = db();
      const select = database.select.bind(database);
      let batches = 0;
      return jest.spyOn(database, "select").mockImplementation(((fields?: Record<string, unknown>) => {
        if (fields && "entry" in fields && ++batches === n) throw new Error("connection lost");
        return select(fields as never);
      }) as never);
    }

    let logged: jest.SpyInstance;
    beforeEach(() => (logged = jest.spyOn(console, "error").mockImplementation(() => {})));
    afterEach(() => jest.restoreAllMocks());

    it("answers an error, not a 200 whose file stops after the header, if the first query fails", async () => {
      failBatch(1);
      const res = await call(exportRoute, "/api/admin/audit/export", {
        token: admin.token,
        serverFault: true,
      });
      expect(res.status).toBe(500);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(typeof res.body.message).toBe("string");
    });

    it("breaks the download (the body errors) rather than ending it early, if a later query fails", async () => {
      failBatch(2);
      const req = new Request("http://localhost:3000/api/admin/audit/export?action=credits", {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      const res = await handle(exportRoute, req);
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow();
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/"area":"audit".*"msg":"export failed mid-file"/),
      );
    });
  });

  it("refuses bad filters with 400 before any CSV is sent", async () => {
    for (const query of <Record<string, string>[]>[
      { action: "bogus" },
      { startDate: "2024-02-30" },
      { startDate: "2025-02-02", endDate: "2025-02-01" },
      { q: "x".repeat(201) },
    ]) {
      const res = await call(exportRoute, "/api/admin/audit/export", { token: admin.token, query });
      expect([query, res.status]).toEqual([query, 400]);
      expect(typeof res.body.message).toBe("string");
    }
  });
});
