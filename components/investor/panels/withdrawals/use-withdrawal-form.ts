"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useRequestWithdrawal } from "@/lib/hooks/use-withdrawals";
import { errorMessage } from "@/lib/error-message";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { NETWORK_BY_COIN } from "@/lib/money/assets";
import {
  withdrawalFormSchema,
  type WithdrawalFormInput,
  type WithdrawalFormValues,
} from "@/lib/validation/withdrawals";

export const WITHDRAWAL_FAILED = "Failed to create withdrawal request";
const PENDING_APPROVAL = "Withdrawal request submitted and pending approval";
const SERVER_FIELDS = ["asset", "amount", "address", "pin"] as const;

type Outcome = { onSuccess: (message: string) => void; onError: (message: string) => void };

/**
 * The withdrawal form's state and submit ('Failed to create withdrawal request', server
 * message preferred): the route's field rules run first, one request at a time, the asset kept on success.
 */
export function useWithdrawalForm({ onSuccess, onError }: Outcome) {
  const request = useRequestWithdrawal();
  const form = useForm<WithdrawalFormInput, unknown, WithdrawalFormValues>({
    resolver: zodResolver(withdrawalFormSchema),
    defaultValues: { asset: "BITCOIN", amount: "", address: "", pin: "" },
  });
  // Busy only while the request is out (isSubmitting also covers validation); the ref closes the gap
  // between a second click and the re-render that disables the button.
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const onSubmit = form.handleSubmit(async (values) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const res = await request.mutateAsync({ ...values, network: NETWORK_BY_COIN[values.asset] });
      form.reset({ asset: values.asset, amount: "", address: "", pin: "" });
      onSuccess(res.message || PENDING_APPROVAL);
    } catch (err) {
      applyServerErrors(err, form.setError, SERVER_FIELDS);
      onError(errorMessage(err, WITHDRAWAL_FAILED));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  });
  return { form, onSubmit, sending };
}
