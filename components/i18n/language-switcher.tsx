"use client";
// The language of the public and sign-in pages: remembered in a cookie, and the page re-rendered in place on
// the server (router.refresh) in the new language, without a reload or losing what was typed.
import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { isLocale, LOCALE_NAMES, LOCALES } from "@/i18n/config";
import { rememberLocale } from "@/lib/i18n/remember-locale";
// clsx, not cn: the classes never conflict, and cn's tailwind-merge builds its class tables on first use, which
// was 100 ms of the landing page's hydration under Lighthouse's 4x slowdown (bench/README.md, "`/` at 97").
import { clsx as cn } from "clsx";

export function LanguageSwitcher({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  const t = useTranslations("common.language");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();
  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      <label htmlFor={id} className="flex items-center">
        <Languages
          aria-hidden
          className={cn("size-4", inverted ? "text-white/80" : "text-muted-foreground")}
        />
        <span className="sr-only">{t("label")}</span>
      </label>
      <select
        id={id}
        value={locale}
        aria-busy={pending || undefined}
        disabled={pending}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLocale(next)) return;
          rememberLocale(next);
          startTransition(() => router.refresh());
        }}
        className={cn(
          "h-9 rounded-md border bg-transparent px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
          inverted ? "border-white/20 text-white [&>option]:text-foreground" : "border-input",
        )}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
