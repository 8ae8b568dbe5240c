import type { Metadata } from "next";
import { Check } from "lucide-react";
import { PageIntro } from "@/components/marketing/page-intro";
import { SalesForm } from "@/components/marketing/sales-form";

export const metadata: Metadata = {
  title: "Talk to Sales",
  description:
    "Plan a rollout of Apex for your company: custom rates, compliance tools and a dedicated account manager.",
};

const TOPICS = [
  "Business+ and Enterprise Grid pricing",
  "Treasury and client-fund management",
  "Compliance, reporting and audit trails",
  "White-label dashboards and integrations",
];

export default function TalkToSalesPage() {
  return (
    <>
      <PageIntro eyebrow="Sales" title="Talk to Sales">
        <p>
          Tell us about your team and your goals. A specialist will get back to you within one business day.
        </p>
      </PageIntro>
      {/* Both cells are placed explicitly on wide screens (form right, topics left) rather than with
          `order`: the browser may paint before the topics' HTML has arrived, and an `order`ed grid then shows
          the form in the left column and moves it across when its sibling lands (CLS 0.16; bench/README.md,
          "Public pages: what shifted (point 4)"). */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:px-8">
        <section
          aria-labelledby="sales-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="sales-form-title" className="text-2xl font-bold tracking-tight text-slate-950">
            Tell us about your needs
          </h2>
          <div className="mt-8">
            <SalesForm />
          </div>
        </section>
        <section
          aria-labelledby="sales-topics-title"
          className="rounded-2xl bg-indigo-950 p-8 text-white lg:col-start-1 lg:row-start-1"
        >
          <h2 id="sales-topics-title" className="text-xl font-semibold">
            What we can help with
          </h2>
          <ul className="mt-6 space-y-4">
            {TOPICS.map((t) => (
              <li key={t} className="flex gap-3 text-sm leading-6 text-indigo-100">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-300" />
                {t}
              </li>
            ))}
          </ul>
          <p className="mt-8 border-t border-white/10 pt-6 text-sm text-indigo-100">
            Prefer e-mail? Write to <span className="font-semibold text-white">sales@apex.finance</span>.
          </p>
        </section>
      </div>
    </>
  );
}
