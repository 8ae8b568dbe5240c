import { Construction } from "lucide-react";
import { useTranslations } from "next-intl";

/** Stand-in for a dashboard panel that a later release fills in. */
export function ComingSoonPanel({ title }: { title: string }) {
  const t = useTranslations("common.ui");
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="rounded-lg border border-dashed bg-card p-10 text-center"
    >
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Construction className="size-6" aria-hidden />
      </div>
      <h2 id="coming-soon-title" className="mt-4 text-lg font-semibold">
        {title}
      </h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-muted-foreground">{t("comingSoon")}</p>
    </section>
  );
}
