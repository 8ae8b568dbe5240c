import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { CLIENT_TEXTS } from "@/i18n/namespaces";
import { ContactCards } from "@/components/marketing/contact-cards";
import { ContactForm } from "@/components/marketing/contact-form";
import { PageIntro } from "@/components/marketing/page-intro";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.meta");
  return { title: t("contactTitle"), description: t("contactDescription") };
}

export default async function ContactPage() {
  const t = await getTranslations("marketing.contact");
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("intro")}</p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <ContactCards />
        <section
          aria-labelledby="contact-form-title"
          className="mx-auto mt-14 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-950">
            {t("formTitle")}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{t("allRequired")}</p>
          <div className="mt-8">
            <MessagesProvider texts={CLIENT_TEXTS.contact}>
              <ContactForm />
            </MessagesProvider>
          </div>
        </section>
      </div>
    </>
  );
}
