import type { ReactNode } from "react";
import { PageIntro } from "./page-intro";

export type LegalSection = { title: string; body: ReactNode };

export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageIntro eyebrow="Legal" title={title}>
        <p>Last updated {updated}.</p>
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
