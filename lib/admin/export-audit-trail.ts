import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEntries, users } from "@/db/schema";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/config";
import { auditFilter } from "@/lib/audit/audit-filter";
import { csvRows } from "@/lib/csv/to-csv";
import { utcDay } from "@/lib/interest/utc-day";
import { logError } from "@/lib/log-error";
import { moneyString } from "@/lib/money/decimal";
import type { AuditExportQuery } from "@/lib/validation/admin";

export const AUDIT_CSV_HEADER = [
  "Timestamp",
  "Action",
  "User",
  "Email",
  "Asset",
  "Amount",
  "USD Value",
  "Status",
  "Details",
] as const;

/** Rows per query: big enough that a 100k-row export is 200 statements, small enough to hold in memory. */
export const AUDIT_EXPORT_BATCH = 500;

type Cursor = { at: string; id: number };
const exact = (v: string | null) => (v === null ? null : moneyString(v));

/**
 * GET /api/admin/audit/export: every entry matching the trail's filters as a CSV download, newest first.
 * Streamed: each pull reads the next batch after the last row sent (keyset on created_at, id: no OFFSET
 * that grows with the file), so memory stays one batch however long the trail is. The cursor keeps
 * created_at as Postgres's own text, microseconds included: a JavaScript Date would cut it to
 * milliseconds and skip rows written in the same millisecond. Amounts are exact decimals; names and
 * details are typed by people, so every cell goes through the formula-safe writer (lib/csv/to-csv.ts).
 */
export async function exportAuditTrail(
  query: AuditExportQuery,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Response> {
  const db = await getDb();
  // `q` finds the same rows as on the screen, read in the reader's language.
  const where = await auditFilter(db, query, locale);
  let cursor: Cursor | null = null;
  let headerSent = false;
  const encoder = new TextEncoder();

  async function nextBatch() {
    return db
      .select({
        entry: auditEntries,
        at: sql<string>`${auditEntries.createdAt}::text`,
        user: { name: users.name, email: users.email },
      })
      .from(auditEntries)
      .leftJoin(users, eq(users.id, auditEntries.userId))
      .where(
        and(
          where,
          cursor
            ? sql`(${auditEntries.createdAt}, ${auditEntries.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(AUDIT_EXPORT_BATCH);
  }

  type Batch = Awaited<ReturnType<typeof nextBatch>>;
  // The first batch is read before answering: a query that fails (a filter the database refuses, the
  // database down) is then an ordinary error answer, not a 200 whose file breaks off after the header.
  let first: Batch | null = await nextBatch();

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRows([AUDIT_CSV_HEADER])));
        return;
      }
      let rows: Batch;
      try {
        rows = first ?? (await nextBatch());
        first = null;
      } catch (err) {
        // The 200 and part of the file are already sent; the one way left to say "this file is incomplete"
        // is to break the transfer: an errored stream makes Next.js destroy the connection without the
        // final chunk, so the browser marks the download failed (curl exits non-zero) instead of saving
        // a shorter file that looks complete, as a quietly closed stream would.
        logError("[audit] export failed mid-file", err);
        controller.error(new Error("The audit export failed part-way"));
        return;
      }
      if (rows.length) {
        const lines = rows.map(({ entry, user }) => [
          entry.createdAt.toISOString(),
          entry.action,
          user?.name,
          user?.email,
          entry.asset,
          exact(entry.amount),
          exact(entry.usdValue),
          entry.status,
          entry.details ?? entry.reason,
        ]);
        controller.enqueue(encoder.encode(csvRows(lines)));
        const last = rows[rows.length - 1];
        cursor = { at: last.at, id: last.entry.id };
      }
      if (rows.length < AUDIT_EXPORT_BATCH) controller.close();
    },
  });

  const range = [query.startDate, query.endDate].filter(Boolean).join("-to-") || utcDay();
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="apex-audit-trail-${range}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
