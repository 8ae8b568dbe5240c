"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";
import { emailField } from "@/lib/validation/auth";
import { useAuthErrorText } from "./auth-failure";

const COOLDOWN_SECONDS = 30;

/** 'Resend code' under the code boxes; waits a little between sends so the inbox is not flooded. */
export function ResendCodeButton({ getEmail }: { getEmail: () => string }) {
  const t = useTranslations("auth.resend");
  const errorText = useAuthErrorText();
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const resend = async () => {
    const email = emailField.safeParse(getEmail());
    if (!email.success) {
      toast.error(t("emailFirst"));
      return;
    }
    setSending(true);
    try {
      await apiFetch<{ message?: string }>("/api/auth/resend-code", {
        method: "POST",
        body: { email: email.data },
      });
      toast.success(t("sent"));
      setWait(COOLDOWN_SECONDS);
    } catch (err) {
      toast.error(errorText(err, t("failed")));
    } finally {
      setSending(false);
    }
  };

  const prompt = t.rich("prompt", {
    button: () => (
      <button
        type="button"
        onClick={resend}
        disabled={sending || wait > 0}
        className="rounded-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:text-muted-foreground disabled:no-underline"
      >
        {sending ? t("sending") : wait > 0 ? t("wait", { seconds: wait }) : t("resend")}
      </button>
    ),
  });

  return <p className="text-center text-sm text-muted-foreground">{prompt}</p>;
}
