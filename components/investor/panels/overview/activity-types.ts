// The Recent Activity rows as the spec names them (Overview): four kinds of activity, each with
// its own icon, mapped from the transaction types (lib/enums.ts TRANSACTION_TYPES).
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  HandCoins,
  PiggyBank,
  ReceiptText,
  RotateCcw,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { TransactionType } from "@/lib/enums";
import { titleCase } from "@/lib/labels";

export type ActivityKind = {
  /** Its name's key in the overview catalogue (`activity.<key>`); null for a type not listed here. */
  key: "topUp" | "withdraw" | "savings" | "received" | "reset" | null;
  /** The type's own name, for one not listed here. */
  fallback: string;
  icon: LucideIcon;
  /** Money into the account (+) or out of it (-), for the amount's sign; null when unknown. */
  direction: "in" | "out" | null;
};

const TOP_UP: ActivityKind = { key: "topUp", fallback: "", icon: ArrowDownToLine, direction: "in" };
const WITHDRAW: ActivityKind = { key: "withdraw", fallback: "", icon: ArrowUpFromLine, direction: "out" };
const SAVINGS: ActivityKind = { key: "savings", fallback: "", icon: PiggyBank, direction: "out" };
const RECEIVED: ActivityKind = { key: "received", fallback: "", icon: HandCoins, direction: "in" };

// PRINCIPAL_RETURN is listed ahead of the transaction type that may record it, so it shows as the spec's
// "Received payment" the day it appears. RESET is not one of the spec's four: it is named for what it is.
const BY_TYPE: Record<TransactionType | "PRINCIPAL_RETURN", ActivityKind> = {
  DEPOSIT: TOP_UP,
  CREDIT_BITCOIN: TOP_UP,
  CREDIT_ETHEREUM: TOP_UP,
  CREDIT_USDT: TOP_UP,
  CREDIT_USDC: TOP_UP,
  WITHDRAWAL: WITHDRAW,
  SUBSCRIPTION: SAVINGS,
  INTEREST: RECEIVED,
  PRINCIPAL_RETURN: RECEIVED,
  REFERRAL_REWARD: RECEIVED,
  REDEMPTION: RECEIVED,
  RENEWAL: SAVINGS,
  RESET: { key: "reset", fallback: "", icon: RotateCcw, direction: "out" },
};

export function activityKind(type: string): ActivityKind {
  return (
    BY_TYPE[type as keyof typeof BY_TYPE] ?? {
      key: null,
      fallback: titleCase(type),
      icon: ReceiptText,
      direction: null,
    }
  );
}

/** An activity's name in the reader's language. */
export function useActivityLabel() {
  const t = useTranslations("investor.overview.activity");
  return useCallback(
    (type: string) => {
      const kind = activityKind(type);
      return kind.key ? t(kind.key) : kind.fallback;
    },
    [t],
  );
}
