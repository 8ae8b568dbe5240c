import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/** The Apex mark and word; everywhere outside the landing page it links home (spec: "logos elsewhere link here"). */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const t = useTranslations("common.ui");
  return (
    <Link
      href="/"
      aria-label={t("home")}
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        inverted ? "text-white" : "text-foreground",
        className,
      )}
    >
      <LogoMark />
      <span className="text-xl">Apex</span>
    </Link>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill="#4338ca" />
      <path d="M9 23 16 8l7 15h-4.2L16 16.6 13.2 23Z" fill="#fff" />
      <path d="M13.6 23h4.8L16 18.2Z" fill="#10b981" />
    </svg>
  );
}
