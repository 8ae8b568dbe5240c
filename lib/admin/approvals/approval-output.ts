// What the back office sees of a proposal awaiting (or past) a second administrator.
import { z } from "zod";
import type { AdminApproval } from "@/db/schema";
import { APPROVAL_KINDS, APPROVAL_STATUSES } from "./kinds";

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const approvalSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(APPROVAL_KINDS),
    target: z.string().describe("What it acts on: user:<id>, withdrawal:<id>, admin:<id>"),
    status: z.enum(APPROVAL_STATUSES),
    payload: z.record(z.string(), z.unknown()).describe("The change as it was asked for"),
    reason: z.string().nullable(),
    user: person.nullable().describe("The investor or administrator concerned"),
    asset: z.string().nullable(),
    amount: z.string().nullable().describe("Exact decimal, in the asset"),
    usdValue: z.string().nullable().describe("USD value when proposed"),
    proposedBy: person,
    decidedBy: person.nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: "Approval" });
export type ApprovalOutput = z.infer<typeof approvalSchema>;

type Person = { id: number; name: string; email: string };

export function approvalOutput(
  row: AdminApproval,
  people: { user?: Person | null; proposedBy: Person; decidedBy?: Person | null },
): ApprovalOutput {
  return approvalSchema.parse({
    id: row.id,
    kind: row.kind,
    target: row.target,
    status: row.status,
    payload: row.payload,
    reason: row.reason,
    user: people.user ?? null,
    asset: row.asset,
    amount: row.amount,
    usdValue: row.usdValue,
    proposedBy: people.proposedBy,
    decidedBy: people.decidedBy ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  });
}

/** The 202 a money route answers when its action waits for a second administrator. */
export const proposedAnswer = z
  .object({
    message: z.string(),
    approval: z.object({ id: z.number().int(), status: z.literal("PENDING") }),
  })
  .meta({ id: "ApprovalProposed" });
