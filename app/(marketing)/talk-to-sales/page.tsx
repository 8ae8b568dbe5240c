import type { Metadata } from "next";
import { Check } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { CLIENT_TEXTS } from "@/i18n/namespaces";
import { PageIntro } from "@/components/marketing/page-intro";
import { SalesForm } from "@/components/marketing/sales-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.meta");
  return { title: t("salesTitle"), description: t("salesDescription") };
}

const TOPICS = ["pricing", "treasury", "compliance", "whiteLabel"] as const;
const SALES_EMAIL = "sales@apex.finance";

export default async function TalkToSalesPage() {
  const t = await getTranslations("marketing.sales");
  const preferEmail = t.rich("preferEmail", {
    email: SALES_EMAIL,
    b: (chunks) => <span className="font-semibold text-white">{chunks}</span>,
  });
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("intro")}</p>
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
            {t("formTitle")}
          </h2>
          <div className="mt-8">
            <MessagesProvider texts={CLIENT_TEXTS.talkToSales}>
              <SalesForm />
            </MessagesProvider>
          </div>
        </section>
        <section
          aria-labelledby="sales-topics-title"
          className="rounded-2xl bg-indigo-950 p-8 text-white lg:col-start-1 lg:row-start-1"
        >
          <h2 id="sales-topics-title" className="text-xl font-semibold">
            {t("topicsTitle")}
          </h2>
          <ul className="mt-6 space-y-4">
            {TOPICS.map((topic) => (
              <li key={topic} className="flex gap-3 text-sm leading-6 text-indigo-100">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-300" />
                {t(`topics.${topic}`)}
              </li>
            ))}
          </ul>
          <p className="mt-8 border-t border-white/10 pt-6 text-sm text-indigo-100">{preferEmail}</p>
        </section>
      </div>
    </>
  );
}
