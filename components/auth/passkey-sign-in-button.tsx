"use client";

import type { startAuthentication } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useErrorText } from "@/lib/i18n/use-error-text";

type Options = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/**
 * "Sign in with a passkey" (/login and /admin/login): discoverable credentials, no e-mail typed. The browser
 * offers the site's passkeys; the server answers the portal's sign-in body and sets the session cookie.
 */
export function PasskeySignInButton<T>({ onSignedIn }: { onSignedIn: (res: T) => void }) {
  const t = useTranslations("auth.passkey");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Disabled until the page has hydrated, as the form's submit button is: a press before then has no handler to
  // reach and does nothing (seen after signing out on a loaded machine: the press was lost, the page stayed).
  const hydrated = useHydrated();

  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const optionsJSON = await apiFetch<Options>("/api/auth/passkeys/authentication-options", {
        method: "POST",
        body: { purpose: "sign-in" },
      });
      let response;
      try {
        // Loaded on the click: the sign-in pages hydrate without it (a form submitted before hydration is lost).
        const { startAuthentication: authenticate } = await import("@simplewebauthn/browser");
        response = await authenticate({ optionsJSON });
      } catch {
        setFailure(t("cancelled"));
        return;
      }
      onSignedIn(await apiFetch<T>("/api/auth/signin/passkey", { method: "POST", body: { response } }));
    } catch (err) {
      setFailure(errorText(err, t("failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={busy || !hydrated}
        onClick={() => void signIn()}
      >
        <KeyRound className="size-4" aria-hidden />
        {busy ? t("waiting") : t("signIn")}
      </Button>
    </div>
  );
}
