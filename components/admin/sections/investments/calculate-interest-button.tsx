"use client";
import { Calculator } from "lucide-react";
import { useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import {
  useCalculateInterest,
  type CalculateInterestResponse,
} from "@/lib/hooks/admin/use-admin-investments";
import { formatUsd } from "@/lib/format";

// The exact text the user sees.
export const INTEREST_FAILED = "Failed to calculate interest";
export const INTEREST_DONE = "Interest calculation completed successfully";

export function interestSuccessText(res: CalculateInterestResponse | null | undefined): string {
  const data = res?.data;
  if (!data) return INTEREST_DONE;
  return `Interest calculated successfully! Processed ${data.processed} investments, credited ${formatUsd(data.totalCredited)} total`;
}

/** The one-shot interest run; busy while it runs and never sent twice. */
export function CalculateInterestButton() {
  const calculate = useCalculateInterest();
  // isPending arrives a render late; a second click in between must not start a second run.
  const running = useRef(false);
  const busy = calculate.isPending;

  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      toast.success(interestSuccessText(await calculate.mutateAsync()));
    } catch (err) {
      toast.error(errorMessage(err, INTEREST_FAILED));
    } finally {
      running.current = false;
    }
  };

  return (
    <Button onClick={run} disabled={busy} aria-busy={busy}>
      {busy ? <ButtonSpinner /> : <Calculator aria-hidden />}
      {busy ? "Calculating..." : "Calculate Interest"}
    </Button>
  );
}
