import { useTranslations } from "next-intl";
import { KYC_STEPS, stepProgress, type KycStepIndex } from "./kyc-steps";

/** The wizard's progress bar (33%, 67%, 100%), as a real progressbar for assistive technology. */
export function KycProgress({ step }: { step: KycStepIndex }) {
  const percent = stepProgress(step);
  const t = useTranslations("investor.kyc");
  const label = t("progress.step", { step: step + 1, count: KYC_STEPS.length });
  const valueText = t("progress.value", { percent, step: label, title: t(`steps.${KYC_STEPS[step].id}`) });
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>{label}</span>
        <span aria-hidden className="tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t("progress.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
