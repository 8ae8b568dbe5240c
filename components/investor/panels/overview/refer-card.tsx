"use client";

import { Gift } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/**
 * 'Refer Us & Earn', marked 'Coming Soon' with a static referral link. There is no referral
 * programme yet, so the link is simply the sign-up page: it works, and promises nothing it cannot keep.
 */
export function ReferCard() {
  const t = useTranslations("investor.overview.refer");
  // The page's origin is the browser's to tell: the server render (and the hydration over it) shows the path.
  const link = `${useHydrated() ? window.location.origin : ""}/signup`;
  return (
    <section aria-labelledby="refer-title" className="space-y-3 rounded-lg border bg-card p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="refer-title" className="flex items-center gap-2 text-base font-semibold">
          <Gift className="size-4 text-primary" aria-hidden />
          {t("title")}
        </h2>
        <Badge variant="outline">{t("comingSoon")}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{t("body")}</p>
      <div className="flex items-center gap-2">
        <Input
          readOnly
          value={link}
          aria-label={t("linkLabel")}
          onFocus={(e) => e.currentTarget.select()}
          className="h-9 min-w-0 flex-1 bg-muted"
        />
        <CopyButton value={link} label={t("copyLink")} />
      </div>
    </section>
  );
}
