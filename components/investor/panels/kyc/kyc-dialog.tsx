"use client";
import { Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { SubmitButton } from "@/components/ui/submit-button";
import { KycProgress } from "./kyc-progress";
import { KycStepFields } from "./kyc-step-fields";
import { KYC_STEPS, LAST_STEP } from "./kyc-steps";
import type { KycWizard } from "./use-kyc-wizard";

type Props = { wizard: KycWizard; onCloseAutoFocus: (event: Event) => void };

const ERROR_ID = "kyc-submit-error";

/** Kyc(New): the three-step dialog (personal-info, bank-details, document-upload). */
export function KycDialog({ wizard, onCloseAutoFocus }: Props) {
  const t = useTranslations("investor.kyc");
  const { form, step, busy, submitted } = wizard;
  const current = KYC_STEPS[step];
  const last = step === LAST_STEP;
  const failure = wizard.flash.flash?.kind === "error" ? wizard.flash.flash.text : null;

  // Enter in a field moves on like Next; only the last step sends.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (last) void wizard.submit();
    else wizard.next();
  };

  return (
    <Dialog open={wizard.open} onOpenChange={wizard.onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("dialog.title")}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        {submitted ? (
          <Alert variant="success">{t("dialog.submitted")}</Alert>
        ) : (
          <form
            id={current.id}
            aria-labelledby={`${current.id}-title`}
            onSubmit={onSubmit}
            noValidate
            aria-busy={busy}
            className="grid gap-5"
          >
            <KycProgress step={step} />
            <fieldset disabled={busy} className="grid min-w-0 gap-4">
              <h3
                id={`${current.id}-title`}
                ref={wizard.headingRef}
                tabIndex={-1}
                className="font-semibold focus:outline-none"
              >
                {t(`steps.${current.id}`)}
              </h3>
              <KycStepFields form={form} step={step} />
            </fieldset>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Clock aria-hidden className="size-4 shrink-0" />
              {t("dialog.typical")}
            </p>
            {/* Beside Submit, not above the fields: at the bottom of a scrolled dialog an error at the top
                went unseen. */}
            <FormError id={ERROR_ID} message={failure} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button type="button" variant="outline" disabled={step === 0 || busy} onClick={wizard.previous}>
                {t("dialog.previous")}
              </Button>
              {last ? (
                <SubmitButton
                  busy={busy}
                  busyLabel={t("dialog.submitting")}
                  disabled={busy}
                  aria-describedby={failure ? ERROR_ID : undefined}
                >
                  {t("dialog.submit")}
                </SubmitButton>
              ) : (
                <Button type="submit" size="lg">
                  {t("dialog.next")}
                </Button>
              )}
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
