// The cases bench/admin-lists/run.ts times: one page of each admin list, plain, searched and filtered, as
// the route handlers ask for it (the spec's page sizes), plus, for the record, the alternatives measured.
import type { Db } from "@/db/client";
import { listAllTransactions } from "@/lib/admin/list-all-transactions";
import { summarizeTransactions } from "@/lib/admin/summarize-transactions";
import { listInvestments } from "@/lib/admin/list-investments";
import { listSupportTickets } from "@/lib/admin/list-support-tickets";
import { listAllWithdrawalRequests } from "@/lib/admin/list-withdrawal-requests";
import { listAuditTrail } from "@/lib/audit/list-audit-trail";
import { listUsers } from "@/lib/users/list-users";
import { joinCountTotal, windowCountPage } from "./alternatives";

export type Case = { list: string; label: string; run: () => Promise<{ total: number }> };

const paged = <T extends { pagination?: { total: number } }>(p: Promise<T>) =>
  p.then((r) => ({ total: r.pagination?.total ?? -1 }));

export function cases(): Case[] {
  // Search terms an admin would type: a surname (about 2% of users), a fragment of one e-mail address.
  const surname = "knuth";
  const email = "grace.hopper4";
  const page = (limit: number) => ({ limit, offset: 0 });
  return [
    { list: "users", label: "page of 10", run: () => paged(listUsers(page(10))) },
    { list: "users", label: `q="${surname}"`, run: () => paged(listUsers({ ...page(10), q: surname })) },
    { list: "users", label: `q="${email}"`, run: () => paged(listUsers({ ...page(10), q: email })) },
    {
      list: "users",
      label: "status=VERIFIED",
      run: () => paged(listUsers({ ...page(10), status: "VERIFIED" })),
    },
    { list: "transactions", label: "page of 6", run: () => paged(listAllTransactions(page(6))) },
    {
      list: "transactions",
      label: `q="${surname}"`,
      run: () => paged(listAllTransactions({ ...page(6), q: surname })),
    },
    {
      list: "transactions",
      label: `q="${email}"`,
      run: () => paged(listAllTransactions({ ...page(6), q: email })),
    },
    {
      list: "transactions",
      label: 'q="subscription" (type)',
      run: () => paged(listAllTransactions({ ...page(6), q: "subscription" })),
    },
    {
      list: "transactions",
      label: 'q="premium" (plan)',
      run: () => paged(listAllTransactions({ ...page(6), q: "premium" })),
    },
    {
      list: "transactions",
      label: 'q="500.5" (amount)',
      run: () => paged(listAllTransactions({ ...page(6), q: "500.5" })),
    },
    {
      list: "transactions",
      label: "summary (the four cards)",
      run: () => summarizeTransactions().then((s) => ({ total: s.transactions })),
    },
    {
      list: "transactions",
      label: "type=WITHDRAWAL",
      run: () => paged(listAllTransactions({ ...page(6), type: "WITHDRAWAL" })),
    },
    {
      list: "transactions",
      label: "status=PENDING",
      run: () => paged(listAllTransactions({ ...page(6), status: "PENDING" })),
    },
    { list: "withdrawals", label: "page of 10", run: () => paged(listAllWithdrawalRequests(page(10))) },
    {
      list: "withdrawals",
      label: `q="${surname}"`,
      run: () => paged(listAllWithdrawalRequests({ ...page(10), q: surname })),
    },
    {
      list: "withdrawals",
      label: "status=PENDING",
      run: () => paged(listAllWithdrawalRequests({ ...page(10), status: "PENDING" })),
    },
    { list: "investments", label: "page of 5", run: () => paged(listInvestments(page(5))) },
    {
      list: "investments",
      label: `q="${surname}"`,
      run: () => paged(listInvestments({ ...page(5), q: surname })),
    },
    {
      list: "investments",
      label: 'q="premium" (plan)',
      run: () => paged(listInvestments({ ...page(5), q: "premium" })),
    },
    {
      list: "audit trail",
      label: "page of 20",
      run: () => paged(listAuditTrail({ ...page(20), action: "all" })),
    },
    {
      list: "audit trail",
      label: `q="${surname}"`,
      run: () => paged(listAuditTrail({ ...page(20), action: "all", q: surname })),
    },
    {
      list: "audit trail",
      label: "action=credits",
      run: () => paged(listAuditTrail({ ...page(20), action: "credits" })),
    },
    { list: "tickets", label: "page of 20", run: () => paged(listSupportTickets(page(20))) },
    {
      list: "tickets",
      label: 'q="pin locked"',
      run: () => paged(listSupportTickets({ ...page(20), q: "pin locked" })),
    },
    {
      list: "tickets",
      label: `q="${surname}"`,
      run: () => paged(listSupportTickets({ ...page(20), q: surname })),
    },
    {
      list: "tickets",
      label: "status=OPEN",
      run: () => paged(listSupportTickets({ ...page(20), status: "OPEN" })),
    },
  ];
}

/** For the record, not the target: a deep page, and the alternatives the list code was measured against. */
export function extraCases(db: Db): Case[] {
  return [
    {
      list: "transactions",
      label: "offset 100,000 (deep page)",
      run: () => paged(listAllTransactions({ limit: 6, offset: 100_000 })),
    },
    {
      list: "transactions",
      label: "page of 6, count(*) over () instead",
      run: () => windowCountPage(db, 6),
    },
    {
      list: "transactions",
      label: "the total alone, joined to the owners",
      run: () => joinCountTotal(db),
    },
  ];
}
