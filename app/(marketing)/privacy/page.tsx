import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LegalPage } from "@/components/marketing/legal-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.meta");
  return { title: t("privacyTitle"), description: t("privacyDescription") };
}

const SECTIONS = ["collect", "why", "protect", "choices"] as const;

const contactLink = (chunks: ReactNode) => (
  <Link className="font-medium text-indigo-700 underline" href="/contact">
    {chunks}
  </Link>
);

export default async function PrivacyPage() {
  const t = await getTranslations("marketing.privacy");
  return (
    <LegalPage
      title={t("title")}
      sections={SECTIONS.map((key) => ({
        title: t(`${key}.title`),
        body: <p>{t.rich(`${key}.body`, { link: contactLink })}</p>,
      }))}
    />
  );
}
