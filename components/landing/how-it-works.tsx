import { useTranslations } from "next-intl";
import { STEPS } from "./content";
import { SectionHeading } from "./section-heading";
import { StepCycle } from "./step-cycle";

export function HowItWorks() {
  const t = useTranslations("marketing.steps");
  return (
    <section id="service" aria-labelledby="service-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="service-title" eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
        <div className="mt-14">
          <StepCycle steps={STEPS} />
        </div>
      </div>
    </section>
  );
}
