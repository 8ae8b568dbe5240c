"use client";
import { createContext, useCallback, useContext, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useDecideWithdrawal, type WithdrawalDecision } from "@/lib/hooks/admin/use-admin-withdrawals";
import { useFlash, type Flash } from "@/lib/hooks/use-flash";

export type Decisions = {
  /** The decision running on each request that has one. */
  busy: ReadonlyMap<number, WithdrawalDecision>;
  run: (id: number, decision: WithdrawalDecision) => void;
};

// The rows read the running decisions from here rather than from their column definitions: columns that
// changed with every decision would remount each cell (and drop keyboard focus) each time.
const DecisionsContext = createContext<Decisions>({ busy: new Map(), run: () => {} });
export const DecisionsProvider = DecisionsContext.Provider;
export const useDecisions = () => useContext(DecisionsContext);

/**
 * Approve and reject with the section's green or red banner. Several rows may be decided at once; each row
 * knows whether one of its own decisions is running, so its buttons stay disabled until that one ends.
 */
export function useWithdrawalDecisions(): Decisions & { flash: Flash | null } {
  const t = useTranslations("admin.withdrawals.decision");
  const errorText = useErrorText();
  const { mutateAsync } = useDecideWithdrawal();
  const { flash, success, error } = useFlash();
  const [busy, setBusy] = useState<ReadonlyMap<number, WithdrawalDecision>>(new Map());
  // State arrives a render late; a double click in between must not send the decision twice.
  const running = useRef(new Set<number>());
  const send = useRef(mutateAsync);
  send.current = mutateAsync;

  const run = useCallback(
    async (id: number, decision: WithdrawalDecision) => {
      if (running.current.has(id)) return;
      running.current.add(id);
      setBusy((m) => new Map(m).set(id, decision));
      try {
        const res: unknown = await send.current({ id, decision });
        // Above the threshold an approval is only proposed: it waits for a second administrator.
        const proposed = !!res && typeof res === "object" && "approval" in res;
        success(
          proposed
            ? t("proposed", { id })
            : decision === "approve"
              ? t("approved", { id })
              : t("rejected", { id }),
        );
      } catch (err) {
        error(errorText(err, decision === "approve" ? t("approveFailed") : t("rejectFailed")));
      } finally {
        running.current.delete(id);
        setBusy((m) => {
          const next = new Map(m);
          next.delete(id);
          return next;
        });
      }
    },
    [success, error, t, errorText],
  );

  return { busy, run, flash };
}
