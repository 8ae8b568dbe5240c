import { useTranslations } from "next-intl";
import { STEPS } from "./content";
import { SectionHeading } from "./section-heading";
import { StepCycle, type StepCycleTexts } from "./step-cycle";

/** The step cycle's words for `steps`, in the reader's language (written here, on the server). */
export function useStepCycleTexts(steps: readonly string[]): StepCycleTexts {
  const t = useTranslations("marketing.steps");
  return {
    steps: steps.map((key, i) => ({
      key,
      title: t(`${key}.title`),
      description: t(`${key}.description`),
      label: t("step", { number: i + 1 }),
    })),
    current: steps.map((key, i) =>
      t("current", { number: i + 1, total: steps.length, title: t(`${key}.title`) }),
    ),
    completed: t("completed"),
    inProgress: t("inProgress"),
    summary: t("summary"),
    start: t("start"),
    complete: t("complete"),
    replay: t("replay"),
  };
}

export function HowItWorks() {
  const t = useTranslations("marketing.steps");
  const texts = useStepCycleTexts(STEPS);
  return (
    <section id="service" aria-labelledby="service-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="service-title" eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
        <div className="mt-14">
          <StepCycle texts={texts} />
        </div>
      </div>
    </section>
  );
}
