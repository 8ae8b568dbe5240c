import { Compass } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.meta");
  return { title: t("notFoundTitle") };
}

export default async function NotFound() {
  const t = await getTranslations("marketing.notFound");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-16 text-center">
      <Logo className="mb-12" />
      <div className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <Compass className="size-8" aria-hidden />
      </div>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-primary">{t("code")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t("text")}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">{t("home")}</Link>
      </Button>
    </main>
  );
}
