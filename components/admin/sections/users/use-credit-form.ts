"use client";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useAdminDashboard } from "@/components/admin/admin-dashboard-context";
import { ApiClientError } from "@/lib/api-client";
import type { Coin } from "@/lib/enums";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useCreditUser, type AdminUser, type CreditBody } from "@/lib/hooks/admin/use-admin-users";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { creditSchema } from "@/lib/validation/admin";
import { useServerText } from "../use-admin-labels";

const FIELDS = ["currency", "amount", "reason", "date"] as const;
export type CreditField = (typeof FIELDS)[number];
type Errors = Partial<Record<CreditField, string>>;

/** A datetime-local value for now (minutes): the picker's upper bound, as the server refuses future dates. */
export function localNow(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The picker's local time as the ISO instant the route takes; anything unreadable goes as typed. */
function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** Field errors from zod issues or the server's `errors[]`; a user-id error belongs with the amount. */
function toErrors(list: { path: string; message: string }[]): Errors {
  const out: Errors = {};
  for (const e of list) {
    const field = e.path === "userId" ? "amount" : FIELDS.find((f) => f === e.path);
    if (field && !out[field]) out[field] = e.message;
  }
  return out;
}

/**
 * The credit form's state and submit: the route's own schema runs first, so a bad amount gets
 * 'Please select a user and enter a valid amount' without a request; one request at a time.
 */
export function useCreditForm(user: AdminUser, onDone: () => void) {
  const t = useTranslations("admin.users.credit");
  const errorText = useErrorText();
  const serverText = useServerText();
  const { admin } = useAdminDashboard();
  const credit = useCreditUser();
  const [values, setValues] = useState({ currency: "BITCOIN" as Coin, amount: "", reason: "", date: "" });
  const [errors, setErrors] = useState<Errors>({});
  // isPending arrives a render late; a second click in between must not credit twice.
  const sending = useRef(false);
  // Disabled while the amount is 0 or less; other bad input gets the spec's message on submit.
  const notPositive = Number(values.amount.trim() || "0") <= 0;

  const set = <F extends CreditField>(field: F, value: (typeof values)[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || notPositive) return;
    const body: CreditBody = {
      userId: user.id,
      currency: values.currency,
      amount: values.amount.trim(),
      // The placeholder's text, in the administrator's language, is what gets recorded when none is typed.
      reason: values.reason.trim() || t("defaultReason"),
      // Empty means "now" (the server's default); a date back-dates the deposit.
      date: toIso(values.date),
      adminId: admin.id,
    };
    const check = creditSchema.safeParse(body);
    if (!check.success) {
      setErrors(toErrors(check.error.issues.map((i) => ({ path: String(i.path[0]), message: i.message }))));
      return;
    }
    sending.current = true;
    try {
      const res = await credit.mutateAsync(body);
      const done = t("done", { amount: body.amount, symbol: ASSET_SYMBOLS[body.currency], name: user.name });
      // Under the two-person rule the credit is only proposed (202): saying it was credited would be false.
      toast.success("approval" in res ? serverText(res.message, done) : done);
      onDone();
    } catch (err) {
      if (err instanceof ApiClientError) setErrors(toErrors(err.errors ?? []));
      toast.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  return { values, set, errors, submit, busy: credit.isPending, canSubmit: !notPositive };
}
