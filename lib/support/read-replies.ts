import { asc, inArray } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { supportTicketReplies } from "@/db/schema";

/** One message of a ticket's thread as both sides read it; `from` is the side, never who exactly wrote it. */
export function replyOutput(r: {
  id: number;
  authorRole: "ADMIN" | "INVESTOR";
  message: string;
  createdAt: Date;
}) {
  return { id: r.id, from: r.authorRole, message: r.message, createdAt: r.createdAt.toISOString() };
}
export type TicketReplyOutput = ReturnType<typeof replyOutput>;

/** The threads of a page of tickets in one query, each oldest first (ids break ties within a millisecond). */
export async function readReplies(exec: Executor, ticketIds: number[]) {
  const threads = new Map<number, TicketReplyOutput[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) return threads;
  const rows = await exec
    .select({
      id: supportTicketReplies.id,
      ticketId: supportTicketReplies.ticketId,
      authorRole: supportTicketReplies.authorRole,
      message: supportTicketReplies.message,
      createdAt: supportTicketReplies.createdAt,
    })
    .from(supportTicketReplies)
    .where(inArray(supportTicketReplies.ticketId, ticketIds))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  for (const row of rows) threads.get(row.ticketId)?.push(replyOutput(row));
  return threads;
}
