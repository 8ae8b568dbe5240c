"use client";
import { useTranslations } from "next-intl";
import { usePinProofForm } from "@/components/investor/pin/use-pin-proof-form";
import { useRequestWithdrawal } from "@/lib/hooks/use-withdrawals";
import { NETWORK_BY_COIN } from "@/lib/money/assets";
import { z } from "zod";
import { authenticatorCodeField } from "@/lib/validation/authenticator-code";
import { withdrawalFormSchema } from "@/lib/validation/withdrawals";

const SERVER_FIELDS = ["asset", "amount", "address", "pin", "otp"] as const;

// The authenticator code sits beside the PIN; it is only checked (and sent) when two-factor is on.
const withoutOtp = withdrawalFormSchema.extend({ otp: z.string() });
const withOtp = withdrawalFormSchema.extend({ otp: authenticatorCodeField });
const EMPTY_SECRETS = { amount: "", address: "", pin: "", otp: "" };

type Outcome = {
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
  /** The user has two-factor authentication on: a withdrawal also needs a current code. */
  needsOtp: boolean;
};

/**
 * The withdrawal form's state and submit ('Failed to create withdrawal request', server
 * message preferred): the route's field rules run first, one request at a time, the asset kept on success.
 */
export function useWithdrawalForm({ onSuccess, onError, needsOtp }: Outcome) {
  const t = useTranslations("investor.withdrawals.form");
  const request = useRequestWithdrawal();
  return usePinProofForm({
    needsOtp,
    withOtp,
    withoutOtp,
    defaultValues: { asset: "BITCOIN", ...EMPTY_SECRETS },
    serverFields: SERVER_FIELDS,
    failedText: t("failed"),
    // The assertion is bound to this withdrawal.
    passkeyAction: ({ asset, amount, address }) => ({ purpose: "withdrawal", asset, amount, address }),
    send: async (values, second, form) => {
      await request.mutateAsync({ ...values, network: NETWORK_BY_COIN[values.asset], ...second });
      form.reset({ asset: values.asset, ...EMPTY_SECRETS });
      // The server's one success sentence, in the reader's language.
      onSuccess(t("pendingApproval"));
    },
    onFailure: (message) => {
      if (message) onError(message);
    },
  });
}
