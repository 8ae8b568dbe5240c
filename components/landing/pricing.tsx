import Link from "next/link";
import { Building2, Check } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FREE_PORTFOLIO_LIMIT, PRICING } from "./content";
import { SectionHeading } from "./section-heading";

export function Pricing() {
  const t = useTranslations("marketing.pricing");
  const format = useFormatter();
  // Whole dollars without decimals ("$0"), cents when there are some ("$7.25", "$12.50").
  const usd = (value: number) =>
    format.number(value, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    });
  return (
    // tabIndex -1: FIND YOUR PLAN moves focus here after scrolling.
    <section
      id="pricing"
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="scroll-mt-16 bg-white py-20 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
        <ul className="mx-auto mt-14 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3">
          {PRICING.map((plan) => (
            <li
              key={plan.key}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-white p-8",
                plan.popular
                  ? "border-indigo-600 shadow-xl shadow-indigo-100 ring-1 ring-indigo-600"
                  : "border-slate-200 shadow-sm",
              )}
            >
              {plan.popular && (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-indigo-700 px-4 py-1 text-xs font-bold tracking-wider text-white">
                  {t("popular")}
                </p>
              )}
              <h3 className="text-lg font-semibold text-slate-950">{t(`${plan.key}.name`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`${plan.key}.description`)}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-5xl font-extrabold tracking-tight text-slate-950">
                  {usd(plan.price)}
                </span>
                <span className="text-base font-medium text-slate-600">{t("perMonth")}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">{t(`${plan.key}.note`)}</p>
              <ul className="mt-8 flex-1 space-y-3 text-sm text-slate-700">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-3">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    {t(`${plan.key}.features.${f}`, { amount: usd(FREE_PORTFOLIO_LIMIT) })}
                  </li>
                ))}
              </ul>
              {/* Every pricing button goes to /signup, CONTACT SALES included. */}
              <Link
                href="/signup"
                prefetch={false}
                className={cn(
                  buttonVariants({ variant: plan.popular ? "default" : "outline", size: "lg" }),
                  "mt-8 w-full tracking-wide",
                )}
              >
                {t(`${plan.key}.button`)}
                <span className="sr-only">{t("withPlan", { plan: t(`${plan.key}.name`) })}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-start gap-6 rounded-2xl bg-slate-950 p-8 text-white sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/10">
            <Building2 aria-hidden className="size-6 text-emerald-300" />
          </span>
          <div className="flex-1">
            <h3 className="text-lg font-semibold">{t("enterprise.title")}</h3>
            <p className="mt-1 text-sm text-slate-300">{t("enterprise.text")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link href="/contact" prefetch={false} className={cn(buttonVariants({ variant: "secondary" }))}>
              {t("enterprise.contact")}
            </Link>
            <Link
              href="/talk-to-sales"
              prefetch={false}
              className={cn(buttonVariants({ variant: "accent" }), "tracking-wide")}
            >
              {t("enterprise.learnMore")}
              <span className="sr-only">{t("enterprise.learnMoreAbout")}</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
