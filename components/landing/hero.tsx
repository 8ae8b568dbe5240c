import Link from "next/link";
import { ArrowRight, Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { DemoDashboard } from "./demo-dashboard";
import { FindYourPlanButton } from "./find-your-plan-button";

const PROMISES = ["noCard", "daily", "support"] as const;

export function Hero() {
  const t = useTranslations("marketing.hero");
  const title = t.rich("title", { em: (chunks) => <span className="text-indigo-700">{chunks}</span> });
  return (
    <section id="home" aria-labelledby="hero-title" className="relative scroll-mt-16 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,#e0e7ff,transparent),radial-gradient(36rem_20rem_at_0%_70%,#d1fae5,transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:px-8 lg:pb-24 lg:pt-20">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/80 px-3 py-1 text-sm font-medium text-indigo-800">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            {t("badge")}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-slate-950 sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">{t("intro")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              href="/signup"
              prefetch={false}
              className={cn(buttonVariants({ size: "lg" }), "h-12 px-7 tracking-wide")}
            >
              {t("tryFree")}
              <ArrowRight aria-hidden />
            </Link>
            <FindYourPlanButton
              className={cn(
                buttonVariants({ variant: "outline", size: "lg" }),
                "h-12 bg-white/80 px-7 tracking-wide",
              )}
            >
              {t("findPlan")}
            </FindYourPlanButton>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Check aria-hidden className="size-4 text-emerald-600" />
                {t(`promises.${p}`)}
              </li>
            ))}
          </ul>
        </div>
        <DemoDashboard />
      </div>
    </section>
  );
}
