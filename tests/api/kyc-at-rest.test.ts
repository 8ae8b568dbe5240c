// Identity verification's personal data at rest: name, address, date of birth, phone, gender and bank
// details are encrypted like the SSN and bank numbers were. Read from the raw table, no stored value holds
// any of them; the administrator's review still reads them. A database that held submissions before the
// change gets them encrypted at start-up, after its migrations (on PGlite and on Postgres).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { GET as detailRoute } from "@/app/api/admin/kyc/[id]/route";
import { GET as listRoute } from "@/app/api/admin/kyc/route";
import { MIGRATIONS_FOLDER, queryRows, type Db } from "@/db/client";
import { kycSubmissions } from "@/db/schema";
import { encryptPlainKycRows } from "@/lib/kyc/encrypt-plain-kyc-rows";
import { KYC_PERSONAL_FIELDS, openKycPersonal } from "@/lib/kyc/personal-data";
import { kycValueContext } from "@/lib/kyc/sensitive-values";
import { encryptText } from "@/lib/security/encryption";
import { createTestDatabase, setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { kycFields, kycFormData, submitKyc } from "../helpers/kyc";

const { db } = setupTestDb();

/** Values no ciphertext will hold by chance (long and distinctive), for every personal field. */
const PERSONAL = {
  firstName: "Philippa",
  lastName: "Quartermaine",
  city: "Springfieldton",
  phone: "+1 202 555 0177",
  gender: "female",
  address: "742 Evergreen Terrace",
  state: "Illinois North",
  zip: "62704-1234",
  dob: "1987-11-23",
  accountHolderName: "Philippa Q. Holder",
  bankName: "Heartland Mutual Savings",
  branch: "Riverside Plaza Branch",
};

/** Every stored value of a row as text (ciphertext bytes as latin1), raw from the table. */
async function storedText(exec: Db, id: number): Promise<{ row: Record<string, unknown>; text: string }> {
  const [row] = await queryRows<Record<string, unknown>>(
    exec,
    sql`select * from kyc_submissions where id = ${id}`,
  );
  const text = Object.values(row)
    .map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString("latin1") : String(v)))
    .join("\n");
  return { row, text };
}

function expectNoPlainPersonalData(text: string) {
  for (const value of Object.values(PERSONAL)) {
    expect(text).not.toContain(value);
    expect(text.toLowerCase()).not.toContain(value.toLowerCase());
  }
  expect(text).not.toContain("Philippa Quartermaine");
}

describe("a new submission", () => {
  it("stores no personal value in plain form; the administrator's review reads them all", async () => {
    const investor = await createUser({ name: "Account Name Of Record" });
    const res = await submitKyc(investor.token, kycFormData(kycFields(PERSONAL)));
    expect(res.status).toBe(200);
    const id = res.body.submission.id as number;

    const { row, text } = await storedText(db(), id);
    expectNoPlainPersonalData(text);
    for (const column of [
      "first_name",
      "last_name",
      "city",
      "phone",
      "address",
      "dob",
      "bank_name",
      "branch",
    ])
      expect(row[column]).toBeNull();
    expect(row.personal_encrypted).toBeInstanceOf(Uint8Array);

    const admin = await createUser({ role: "ADMIN" });
    const detail = await call(detailRoute, `/api/admin/kyc/${id}`, {
      token: admin.token,
      params: { id: String(id) },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.submission).toMatchObject({ ...PERSONAL, phone: expect.any(String) });
    expect(detail.body.submission.phone.replace(/\D/g, "")).toBe("12025550177");

    // The queue shows and finds the account's name (the submission's own name is ciphertext to SQL).
    const list = await call(listRoute, "/api/admin/kyc", {
      token: admin.token,
      query: { q: "Name Of Record", limit: "10" },
    });
    expect(list.status).toBe(200);
    expect(list.body.submissions).toEqual([
      expect.objectContaining({ id, user: expect.objectContaining({ name: "Account Name Of Record" }) }),
    ]);
  });

  it("binds the personal data to its owner: copied onto another user's row it does not decrypt", async () => {
    const a = await createUser();
    const b = await createUser();
    const idA = (await submitKyc(a.token, kycFormData(kycFields(PERSONAL)))).body.submission.id as number;
    const idB = (await submitKyc(b.token)).body.submission.id as number;
    const [rowA] = await db()
      .select()
      .from(kycSubmissions)
      .where(sql`${kycSubmissions.id} = ${idA}`);
    const [rowB] = await db()
      .select()
      .from(kycSubmissions)
      .where(sql`${kycSubmissions.id} = ${idB}`);
    expect(() => openKycPersonal({ ...rowB, personalEncrypted: rowA.personalEncrypted })).toThrow(
      "Stored data could not be decrypted",
    );
  });
});

describe("submissions stored before the change", () => {
  const MIGRATION = "0012_kyc_personal_encrypted";

  /** The migrations folder as it was before MIGRATION (the journal decides what the migrator applies). */
  function migrationsBefore(tag: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-migrations-"));
    fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalFile = path.join(dir, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    return dir;
  }

  async function migrate(handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"], folder: string) {
    const { migrate: run } =
      handle.kind === "postgres"
        ? await import("drizzle-orm/postgres-js/migrator")
        : await import("drizzle-orm/pglite/migrator");
    await run(handle.db as never, { migrationsFolder: folder });
  }

  it("are encrypted at start-up after the migration, their plaintext columns emptied, on this database", async () => {
    const { handle, drop } = await createTestDatabase({ empty: true });
    const before = migrationsBefore(MIGRATION);
    try {
      await migrate(handle, before);
      const [user] = await queryRows<{ id: number }>(
        handle.db,
        sql`insert into users (name, email, password_hash) values ('Old Submitter', 'old@example.com', 'x') returning id`,
      );
      const seal = (field: "ssn" | "accountNumber" | "routingNumber", value: string) =>
        encryptText(value, kycValueContext(user.id, field));
      const [old] = await queryRows<{ id: number }>(
        handle.db,
        sql`insert into kyc_submissions (user_id, first_name, last_name, ssn_encrypted, city, phone, gender,
              address, state, zip, dob, account_holder_name, bank_name, account_number_encrypted,
              routing_number_encrypted, branch, document_type)
            values (${user.id}, ${PERSONAL.firstName}, ${PERSONAL.lastName}, ${seal("ssn", "123456789")},
              ${PERSONAL.city}, ${PERSONAL.phone}, ${PERSONAL.gender}, ${PERSONAL.address}, ${PERSONAL.state},
              ${PERSONAL.zip}, ${PERSONAL.dob}, ${PERSONAL.accountHolderName}, ${PERSONAL.bankName},
              ${seal("accountNumber", "000123456789")}, ${seal("routingNumber", "021000021")},
              ${PERSONAL.branch}, 'passport')
            returning id`,
      );

      // The new migration on a table with data; the row is still as it was, readable as before.
      await migrate(handle, MIGRATIONS_FOLDER);
      expect((await storedText(handle.db, old.id)).text).toContain(PERSONAL.bankName);
      const [legacy] = await handle.db.select().from(kycSubmissions);
      expect(openKycPersonal(legacy)).toEqual(PERSONAL);

      // Start-up's step: encrypted and emptied, and the same values read back.
      expect(await encryptPlainKycRows(handle.db)).toBe(1);
      const { row, text } = await storedText(handle.db, old.id);
      expectNoPlainPersonalData(text);
      for (const field of KYC_PERSONAL_FIELDS) {
        const column = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        expect([column, row[column]]).toEqual([column, null]);
      }
      const [encrypted] = await handle.db.select().from(kycSubmissions);
      expect(openKycPersonal(encrypted)).toEqual(PERSONAL);
      // Idempotent: a second start (or a second instance) finds nothing left to do.
      expect(await encryptPlainKycRows(handle.db)).toBe(0);
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
      await handle.close();
      await drop();
    }
  });
});
