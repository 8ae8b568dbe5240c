import { useFormatter, useTranslations } from "next-intl";
import { FEATURES, type FeatureStat } from "./content";
import { SectionHeading } from "./section-heading";

export function Features() {
  const t = useTranslations("marketing.features");
  const format = useFormatter();
  const statText = (key: string, stat: FeatureStat) => {
    switch (stat.kind) {
      case "percent":
        return format.number(stat.value, { style: "percent", maximumFractionDigits: 1 });
      case "usdCompactPlus":
        return t("plus", {
          value: format.number(stat.value, {
            style: "currency",
            currency: "USD",
            currencyDisplay: "narrowSymbol",
            notation: "compact",
          }),
        });
      case "minutes":
        return t(`${key}.stat`, { minutes: format.number(stat.value) });
      case "count":
        return format.number(stat.value);
      case "text":
        return t(`${key}.stat`);
    }
  };
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon, stat }) => (
            <li
              key={key}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-950">{t(`${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{t(`${key}.description`)}</p>
              <p className="mt-5 border-t border-slate-100 pt-4">
                <span className="text-2xl font-bold text-slate-950">{statText(key, stat)}</span>{" "}
                <span className="text-sm text-slate-600">{t(`${key}.statLabel`)}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
