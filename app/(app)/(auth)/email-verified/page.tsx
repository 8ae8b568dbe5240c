import { CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.verified");
  return { title: t("metaTitle") };
}

export default function EmailVerifiedPage() {
  const t = useTranslations("auth.verified");
  return (
    <div className="rounded-xl border bg-card p-8 text-center shadow-sm">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100">
        <CircleCheck className="size-8 text-emerald-600" aria-hidden />
      </div>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("description")}</p>
      <Button asChild size="lg" className="mt-6 w-full">
        <Link href="/login">{t("goToLogin")}</Link>
      </Button>
    </div>
  );
}
