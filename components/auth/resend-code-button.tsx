"use client";

import { useEffect, useState } from "react";
import { toast } from "sonner";
import { apiFetch, isApiError } from "@/lib/api-client";
import { emailField } from "@/lib/validation/auth";

const COOLDOWN_SECONDS = 30;

/** 'Resend code' under the code boxes; waits a little between sends so the inbox is not flooded. */
export function ResendCodeButton({ getEmail }: { getEmail: () => string }) {
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
      toast.error("Enter your email address first.");
      return;
    }
    setSending(true);
    try {
      const res = await apiFetch<{ message?: string }>("/api/auth/resend-code", {
        method: "POST",
        body: { email: email.data },
      });
      toast.success(res?.message || "A new verification code is on its way.");
      setWait(COOLDOWN_SECONDS);
    } catch (err) {
      toast.error(isApiError(err) ? err.message : "Network error. Please check your connection.");
    } finally {
      setSending(false);
    }
  };

  return (
    <p className="text-center text-sm text-muted-foreground">
      Didn&apos;t get the code?{" "}
      <button
        type="button"
        onClick={resend}
        disabled={sending || wait > 0}
        className="rounded-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:text-muted-foreground disabled:no-underline"
      >
        {sending ? "Sending..." : wait > 0 ? `Resend code in ${wait}s` : "Resend code"}
      </button>
    </p>
  );
}
