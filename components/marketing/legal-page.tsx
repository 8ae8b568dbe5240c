import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PageIntro } from "./page-intro";

export type LegalSection = { title: string; body: ReactNode };

export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  const t = useTranslations("marketing.legal");
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={title}>
        <p>{t("updated", { date: t("updatedDate") })}</p>
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-20 sm:px-6">
        {sections.map((s) => (
          <section key={s.title}>
            <h2 className="text-xl font-semibold text-slate-950">{s.title}</h2>
            <div className="mt-3 space-y-3 leading-7 text-slate-700">{s.body}</div>
          </section>
        ))}
      </div>
    </>
  );
}
