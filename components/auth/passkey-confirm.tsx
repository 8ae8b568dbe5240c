"use client";
// A passkey in place of the authenticator code, wherever an action asks one (a withdrawal, removing a saved
// address, "Whitelist only" off, two-factor off): usePasskeyConfirm says whether the signed-in user has a
// passkey and asks the browser for an assertion of a challenge the server binds to the action (a withdrawal's
// asset, amount and address; the address removed), which the action's request then carries as `passkey`
// instead of the code. PasskeyConfirmButton is the "Use a passkey" button beside the code input.
// @simplewebauthn/browser loads on the click, so the screens hydrate without it.
import type { startAuthentication } from "@simplewebauthn/browser";
import { Fingerprint } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/api-client";
import { usePasskeys } from "@/lib/hooks/use-passkeys";
import { useErrorText } from "@/lib/i18n/use-error-text";

type Options = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/** The action an assertion is asked for (POST /api/auth/passkeys/authentication-options). */
export type PasskeyActionRequest =
  | { purpose: "withdrawal"; asset: string; amount: string; address: string }
  | { purpose: "address-removal"; addressId: number }
  | { purpose: "whitelist-off" | "two-factor-disable" | "passkey-change" };

/** The browser's passkey dialog was dismissed, timed out or found no passkey of this site. */
export class PasskeyCancelled extends Error {}

async function assertPasskey(action: PasskeyActionRequest): Promise<unknown> {
  const optionsJSON = await apiFetch<Options>("/api/auth/passkeys/authentication-options", {
    method: "POST",
    body: action,
  });
  const { startAuthentication: authenticate } = await import("@simplewebauthn/browser");
  try {
    return await authenticate({ optionsJSON });
  } catch {
    throw new PasskeyCancelled("passkey cancelled");
  }
}

export function usePasskeyConfirm() {
  const t = useTranslations("common.passkey");
  const errorText = useErrorText();
  const list = usePasskeys();
  /** Offer the passkey: the server has passkeys on and the user holds at least one. */
  const available = !!list.data?.enabled && list.data.passkeys.length > 0;
  /** What a failure says: a dismissed passkey dialog its own sentence, a refusal the server's reason. */
  const failureText = useCallback(
    (err: unknown, fallback: string) =>
      err instanceof PasskeyCancelled ? t("confirmCancelled") : errorText(err, fallback),
    [errorText, t],
  );
  return { available, assert: assertPasskey, failureText };
}

type ButtonOwnProps = Omit<ButtonProps, "type" | "children"> & {
  /** The passkey dialog is open or the action is being sent. */
  busy: boolean;
};

/** "Use a passkey": sends the action with a passkey instead of the code. Not a submit button of its form. */
export function PasskeyConfirmButton({ busy, disabled, ...props }: ButtonOwnProps) {
  const t = useTranslations("common.passkey");
  return (
    <Button type="button" variant="outline" disabled={disabled || busy} aria-busy={busy} {...props}>
      {busy ? <ButtonSpinner /> : <Fingerprint aria-hidden />}
      {busy ? t("waiting") : t("useInstead")}
    </Button>
  );
}
