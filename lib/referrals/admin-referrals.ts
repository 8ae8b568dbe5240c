// The back office's referrals: a server-paged list (status filter, search by either person, CSV of every
// match) and Void with a reason (audited; the investor sees the reason).
import { aliasedTable, and, count, desc, eq, inArray, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { referrals, users } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { toCsv } from "@/lib/csv/to-csv";
import type { ReferralStatus } from "@/lib/enums";
import { moneyString } from "@/lib/money/decimal";
import { pageAndTotal } from "@/lib/paging/read-page";
import { usersMatching } from "@/lib/paging/search";
import { pageOf } from "@/lib/validation/paging";
import type { AdminReferral, ReferralPerson } from "./admin-referral-schema";
import { voidReferral } from "./run-referrals";

export const REFERRAL_NOT_FOUND = "Referral not found";
export const REFERRAL_CLOSED = "Only a pending or qualified referral can be voided";

type Query = { limit?: number; offset?: number; q?: string; status?: ReferralStatus; format?: "csv" };

const referrer = aliasedTable(users, "referrer");
const referee = aliasedTable(users, "referee");

export async function adminListReferrals(query: Query) {
  const db = await getDb();
  const where = and(
    query.status ? eq(referrals.status, query.status) : undefined,
    query.q === undefined
      ? undefined
      : or(
          inArray(referrals.referrerId, usersMatching(db, query.q)),
          inArray(referrals.refereeId, usersMatching(db, query.q)),
        ),
  );
  const select = db
    .select({
      r: referrals,
      referrer: { id: referrer.id, name: referrer.name, email: referrer.email },
      referee: { id: referee.id, name: referee.name, email: referee.email },
    })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .innerJoin(referee, eq(referee.id, referrals.refereeId))
    .where(where)
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  if (query.format === "csv") return referralsCsv((await select).map(output));
  const page = pageOf(query);
  const { rows, pagination } = await pageAndTotal(
    select.limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(referrals).where(where),
    page,
  );
  return { referrals: rows.map(output), pagination };
}

type Row = {
  r: typeof referrals.$inferSelect;
  referrer: ReferralPerson;
  referee: ReferralPerson;
};

function output({ r, referrer, referee }: Row): AdminReferral {
  return {
    id: r.id,
    referrer,
    referee,
    status: r.status,
    reason: r.reason,
    referrerRewardUsd: moneyString(r.referrerRewardUsd),
    refereeRewardUsd: moneyString(r.refereeRewardUsd),
    minDepositUsd: moneyString(r.minDepositUsd),
    holdDays: r.holdDays,
    createdAt: r.createdAt.toISOString(),
    reachedAt: r.reachedAt?.toISOString() ?? null,
    qualifiedAt: r.qualifiedAt?.toISOString() ?? null,
    paidAt: r.paidAt?.toISOString() ?? null,
    voidedAt: r.voidedAt?.toISOString() ?? null,
    voidedBy: r.voidedBy,
  };
}

export const REFERRALS_CSV_HEADER = [
  "ID",
  "Referrer",
  "Referrer e-mail",
  "Referee",
  "Referee e-mail",
  "Status",
  "Reason",
  "Referrer reward (USD)",
  "Referee reward (USD)",
  "Created",
  "Qualified",
  "Paid",
] as const;

function referralsCsv(rows: AdminReferral[]): Response {
  const body = toCsv(
    REFERRALS_CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.referrer.name,
      r.referrer.email,
      r.referee.name,
      r.referee.email,
      r.status,
      r.reason,
      r.referrerRewardUsd,
      r.refereeRewardUsd,
      r.createdAt,
      r.qualifiedAt,
      r.paidAt,
    ]),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="apex-referrals.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** POST /api/admin/referrals/{id}/void { reason }. */
export async function adminVoidReferral(adminId: number, id: number, reason: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(referrals).where(eq(referrals.id, id)).for("update");
    if (!row) throw notFound(REFERRAL_NOT_FOUND);
    const voided = await voidReferral(tx, row, reason, adminId);
    if (!voided) throw conflict(REFERRAL_CLOSED);
    await recordAudit(tx, {
      adminId,
      action: "REFERRAL_VOID",
      userId: row.refereeId,
      reason,
      details: `Voided referral #${id} (${row.status})`,
      before: { status: row.status },
      after: { status: "VOID", reason },
    });
    return { message: "Referral voided", referral: { id, status: voided.status, reason: voided.reason } };
  });
}
