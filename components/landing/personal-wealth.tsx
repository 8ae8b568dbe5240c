import Link from "next/link";
import { LineChart, PiggyBank, RefreshCw, Target } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { WEALTH_POINTS } from "./content";

const ICONS = [Target, RefreshCw, PiggyBank, LineChart];

export function PersonalWealth() {
  const t = useTranslations("marketing.wealth");
  return (
    <section id="wealth" aria-labelledby="wealth-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-indigo-700">{t("eyebrow")}</p>
          <h2 id="wealth-title" className="mt-3 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
            {t("title")}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{t("intro")}</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {WEALTH_POINTS.map((point, i) => {
              const Icon = ICONS[i % ICONS.length];
              return (
                <li key={point} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <Icon aria-hidden className="size-6 text-emerald-600" />
                  <h3 className="mt-3 font-semibold text-slate-950">{t(`${point}.title`)}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{t(`${point}.description`)}</p>
                </li>
              );
            })}
          </ul>
          <Link
            href="/signup"
            prefetch={false}
            className={cn(buttonVariants({ size: "lg" }), "mt-10 tracking-wide")}
          >
            {t("cta")}
          </Link>
        </div>
        {/* A plain <img>, as in team.tsx: next/image only adds client code for an SVG. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src="/illustrations/personal-wealth.svg"
          alt={t("imageAlt")}
          width={560}
          height={480}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-lg"
        />
      </div>
    </section>
  );
}
