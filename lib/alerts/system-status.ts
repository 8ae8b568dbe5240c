// GET /api/admin/system: each money condition with its state, since when and the figure that decided it, as the
// last check recorded them (alert_states); a condition never checked reads OK with no time.
import { z } from "zod";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { ALERT_CONDITIONS } from "./conditions";

export const systemStatusSchema = z.object({
  conditions: z.array(
    z.object({
      condition: z.enum(ALERT_CONDITIONS),
      state: z.enum(["FIRING", "OK"]),
      since: z.string().nullable().describe("When it entered this state; null: never checked"),
      figure: z.string().nullable().describe("What decided it: the chains, the count or the age"),
      checkedAt: z.string().nullable(),
    }),
  ),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

const iso = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);

export async function systemStatus(): Promise<SystemStatus> {
  const rows = await queryRows<{
    condition: string;
    state: string;
    since: Date | string;
    figure: string | null;
    checked_at: Date | string;
  }>(await getDb(), sql`select condition, state, since, figure, checked_at from alert_states`);
  return {
    conditions: ALERT_CONDITIONS.map((condition) => {
      const row = rows.find((r) => r.condition === condition);
      return {
        condition,
        state: row?.state === "FIRING" ? "FIRING" : "OK",
        since: iso(row?.since ?? null),
        figure: row?.figure ?? null,
        checkedAt: iso(row?.checked_at ?? null),
      };
    }),
  };
}
