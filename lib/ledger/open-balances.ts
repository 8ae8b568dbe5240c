// An account's balance rows, one per asset at zero, written with the account (sign-up, an administrator's "Add
// User", an administrator's invitation). Every statement writing balances or ledger entries lives in lib/ledger
// (tests/unit/ledger-ownership.test.ts).
import type { Executor } from "@/db/client";
import { balances } from "@/db/schema";
import { ASSETS } from "@/lib/money/assets";

export async function openBalances(exec: Executor, userId: number): Promise<void> {
  await exec.insert(balances).values(ASSETS.map((asset) => ({ userId, asset })));
}
