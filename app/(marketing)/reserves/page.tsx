import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/marketing/page-intro";
import { ReservesFigures, type ReservesFiguresTexts } from "./reserves-figures";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.meta");
  return { title: t("reservesTitle"), description: t("reservesDescription") };
}

const FIGURE_TEXTS = [
  "loading",
  "none",
  "failed",
  "takenAt",
  "snapshot",
  "root",
  "investors",
  "coverageTitle",
  "asset",
  "liabilities",
  "reserves",
  "ratio",
  "nothingOwed",
  "addressesTitle",
  "noAddresses",
  "network",
  "address",
  "amount",
  "block",
  "signature",
  "signed",
  "unsigned",
  "notRead",
] as const satisfies readonly (keyof ReservesFiguresTexts)[];

const SECTIONS = ["check", "hidden", "usd", "limits"] as const;

export default async function ReservesPage() {
  const t = await getTranslations("marketing.reserves");
  const locale = await getLocale();
  const texts = Object.fromEntries(
    FIGURE_TEXTS.map((key) => [key, t(`figures.${key}`)]),
  ) as ReservesFiguresTexts;
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("intro")}</p>
      </PageIntro>
      <div className="mx-auto max-w-4xl space-y-12 px-4 pb-20 sm:px-6">
        <ReservesFigures texts={texts} locale={locale} />
        {SECTIONS.map((key) => (
          <section key={key}>
            <h2 className="text-xl font-semibold text-slate-950">{t(`${key}.title`)}</h2>
            <p className="mt-3 leading-7 text-slate-700">{t(`${key}.body`)}</p>
          </section>
        ))}
      </div>
    </>
  );
}
