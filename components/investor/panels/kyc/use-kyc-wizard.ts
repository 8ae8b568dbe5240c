"use client";
// The wizard's state, kept by the panel (not the dialog) so closing the dialog by mistake loses nothing:
// the open flag, the current step, where focus goes next, the draft autosave and the submission.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiClientError, isApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useFlash } from "@/lib/hooks/use-flash";
import { useSubmitKyc } from "@/lib/hooks/use-kyc";
import { useSessionEnded } from "@/lib/hooks/use-session";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { kycBankSchema, kycDocumentsSchema, kycPersonalSchema } from "@/lib/validation/kyc";
import { clearKycDraft, loadKycDraft, saveKycDraft } from "./kyc-draft";
import {
  EMPTY_KYC_VALUES,
  KYC_FIELDS,
  LAST_STEP,
  stepOf,
  type KycField,
  type KycFormValues,
  type KycStepIndex,
} from "./kyc-steps";
import { validateKycStep } from "./validate-kyc-step";

// KYC wizard.
export const KYC_CLOSE_AFTER_MS = 2000;

/** A field with an error, or the new step's heading (so a screen reader hears which step it is on). */
type FocusTarget = { target: KycField | "step-heading" };

export function useKycWizard(userId: number) {
  const t = useTranslations("investor.kyc.dialog");
  const errorText = useErrorText();
  const [initialValues] = useState(() => loadKycDraft(userId));
  const form = useForm<KycFormValues>({ defaultValues: initialValues });
  const submitKyc = useSubmitKyc();
  const flash = useFlash();
  const sessionEnded = useSessionEnded("/login");
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<KycStepIndex>(0);
  const [submitted, setSubmitted] = useState(false);
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // isPending arrives a render late; a second click in between must not send twice.
  const sending = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const subscription = form.watch((values) => saveKycDraft(userId, values));
    return () => subscription.unsubscribe();
  }, [form, userId]);

  // After the render that shows the target's step, so the element exists.
  useEffect(() => {
    if (!focus) return;
    if (focus.target === "step-heading") headingRef.current?.focus();
    else form.setFocus(focus.target);
  }, [focus, form]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = (next: KycStepIndex, target: FocusTarget["target"]) => {
    setStep(next);
    setFocus({ target });
  };

  const next = () => {
    const invalid = validateKycStep(form, step);
    if (invalid) return setFocus({ target: invalid });
    show(step === 0 ? 1 : LAST_STEP, "step-heading");
  };

  const previous = () => show(step === LAST_STEP ? 1 : 0, "step-heading");

  const finish = () => {
    clearTimeout(closeTimer.current);
    form.reset(EMPTY_KYC_VALUES);
    flash.clear();
    setSubmitted(false);
    setStep(0);
    setOpen(false);
  };

  // The fields' errors through the one server-error mapper; then the wizard opens the step of the first.
  const showServerErrors = (err: unknown) => {
    if (!applyServerErrors(err, form.setError, KYC_FIELDS) || !(err instanceof ApiClientError)) return;
    const first = KYC_FIELDS.find((f) => err.errors?.some((e) => e.path === f));
    if (first) show(stepOf(first), first);
  };

  const submit = async () => {
    if (sending.current || submitted) return;
    for (const s of [0, 1, LAST_STEP] as const) {
      const invalid = validateKycStep(form, s);
      if (invalid) return show(s, invalid);
    }
    const values = form.getValues();
    const submission = {
      ...kycPersonalSchema.parse(values),
      ...kycBankSchema.parse(values),
      ...kycDocumentsSchema.parse(values),
    };
    sending.current = true;
    flash.clear();
    try {
      await submitKyc.mutateAsync(submission);
      clearKycDraft();
      setSubmitted(true);
      closeTimer.current = setTimeout(finish, KYC_CLOSE_AFTER_MS);
    } catch (err) {
      if (isApiError(err, 401)) return sessionEnded();
      showServerErrors(err);
      flash.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  const busy = submitKyc.isPending;
  const onOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    if (busy) return; // the answer decides what the investor sees next
    if (submitted) return finish();
    setOpen(false);
  };

  return { form, open, onOpenChange, step, next, previous, submit, submitted, busy, flash, headingRef };
}

export type KycWizard = ReturnType<typeof useKycWizard>;
