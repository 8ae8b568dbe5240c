import { useTranslations } from "next-intl";
import { FEATURED_IN, STATS } from "./content";
import { SectionHeading } from "./section-heading";
import { StatsCounters } from "./stats-counters";

export function Numbers() {
  const t = useTranslations("marketing.numbers");
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-indigo-950 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="about-title"
          eyebrow={t("eyebrow")}
          title={t("title")}
          intro={t("intro")}
          inverted
        />
        <div className="mt-14">
          <StatsCounters stats={STATS} />
        </div>
        <div className="mt-16 text-center">
          <h3 className="text-sm font-semibold uppercase tracking-widest text-indigo-100">
            {t("featuredIn")}
          </h3>
          <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
            {FEATURED_IN.map((name) => (
              <li key={name} className="text-lg font-semibold tracking-tight text-indigo-100">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
