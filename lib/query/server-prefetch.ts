// The investor's first screen (Overview) read on the server and handed to TanStack Query with the page
// (docs/decisions.md, "Dashboards"): the page's HTML then carries the balances and the activity, and the
// browser's first render, which hydrates over that HTML, reads the very same answers from the cache instead of
// drawing skeletons and asking the API again. Each answer is what the API route would send (the same function,
// through JSON), under the key the browser's hook reads (lib/query-keys.ts), so the hooks cannot tell the
// difference; a read that fails is left out and the browser asks for it as before.
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { getBalances } from "@/lib/accounts/get-balances";
import { getMainBalance } from "@/lib/accounts/get-main-balance";
import { getPreferences } from "@/lib/accounts/get-preferences";
import type { PageSession } from "@/lib/auth/page-user";
import { kycStatus } from "@/lib/kyc/kyc-status";
import { logError } from "@/lib/log-error";
import { queryKeys } from "@/lib/query-keys";
import { listTransactions } from "@/lib/transactions/list-transactions";

type Prefetch = { key: readonly unknown[]; read: () => Promise<unknown> };

/** As the browser would receive it: JSON, so a Date is a string here too and nothing else slips through. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

async function dehydrated(reads: Prefetch[]): Promise<DehydratedState> {
  const client = new QueryClient();
  const answers = await Promise.allSettled(reads.map((r) => r.read()));
  answers.forEach((answer, i) => {
    if (answer.status === "fulfilled") client.setQueryData(reads[i].key, asJson(answer.value));
    else logError("[page] first screen read failed", answer.reason);
  });
  return dehydrate(client);
}

/**
 * What Overview and the shell read before anything else: the preferences (the shell's, for auto-refresh and the
 * display currency), the main balance, the four coins, the activity and, while the account is unverified, the
 * identity check's status (the caution banner). Not the prices (the ticker's, fetched from an outside feed) nor
 * the exchange rates (only for a display currency other than USD): those still load in the browser, and what
 * shows until they arrive is the same on both sides.
 */
export function investorFirstScreen({ user, account }: PageSession): Promise<DehydratedState> {
  const reads: Prefetch[] = [
    { key: queryKeys.preferences, read: async () => getPreferences(account).preferences },
    { key: queryKeys.mainBalance, read: () => getMainBalance(account.id) },
    { key: queryKeys.balances, read: () => getBalances(account.id) },
    { key: queryKeys.transactions, read: async () => (await listTransactions(account.id, {})).transactions },
  ];
  if (!user.isVerified) reads.push({ key: queryKeys.kyc, read: () => kycStatus(account) });
  return dehydrated(reads);
}
