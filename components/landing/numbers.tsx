import { useFormatter, useLocale, useTranslations } from "next-intl";
import { INTL_TAG, type Locale } from "@/i18n/config";
import { FEATURED_IN, STATS, type Stat } from "./content";
import { SectionHeading } from "./section-heading";
import { StatsCounters, type CounterStat } from "./stats-counters";

// Stands for the number while a stat's text is split around it (no message contains it).
const NUMBER_MARK = "\u0000";

/** The counters' words for `stats`, in the reader's language (written here, on the server). */
export function useCounterStats(stats: readonly Stat[]): CounterStat[] {
  const t = useTranslations("marketing.numbers.stats");
  const format = useFormatter();
  return stats.map(({ key, value }) => {
    const [before = "", after = ""] = t(`${key}.value`, { value: NUMBER_MARK }).split(NUMBER_MARK);
    return {
      key,
      value,
      label: t(`${key}.label`),
      zero: t(`${key}.value`, { value: format.number(0) }),
      final: t(`${key}.value`, { value: format.number(value) }),
      before,
      after,
    };
  });
}

export function Numbers() {
  const t = useTranslations("marketing.numbers");
  const locale = useLocale() as Locale;
  const stats = useCounterStats(STATS);
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
          <StatsCounters stats={stats} locale={INTL_TAG[locale]} />
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
