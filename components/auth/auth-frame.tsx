import { CalendarClock, KeyRound, Layers, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { Logo } from "@/components/ui/logo";

const POINTS = [
  { icon: CalendarClock, key: "interest" },
  { icon: Layers, key: "assets" },
  { icon: KeyRound, key: "pin" },
  { icon: ShieldCheck, key: "support" },
] as const;

/** The investor auth pages: a brand panel beside the form on wide screens, the form alone on phones. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const t = useTranslations("auth.frame");
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-800 via-indigo-700 to-indigo-950 p-12 text-indigo-50 lg:flex lg:flex-col">
        <div
          aria-hidden
          className="absolute -right-24 -top-24 size-80 rounded-full bg-emerald-400/20 blur-3xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-32 -left-16 size-96 rounded-full bg-indigo-400/20 blur-3xl"
        />
        <Logo inverted className="relative" />
        <div className="relative mt-auto max-w-md">
          <p className="text-3xl font-semibold leading-tight text-white">{t("headline")}</p>
          <ul className="mt-8 space-y-4">
            {POINTS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-white/10">
                  <Icon className="size-4 text-emerald-300" aria-hidden />
                </span>
                <span className="text-sm leading-relaxed text-indigo-100">{t(`points.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative mt-12 text-xs text-indigo-200">{t("copyright")}</p>
      </aside>
      <main className="flex flex-col bg-slate-50 px-4 py-8 sm:px-8">
        <div className="mx-auto flex w-full max-w-md flex-wrap items-center justify-between gap-2 lg:justify-end">
          <Logo className="lg:hidden" />
          <LanguageSwitcher />
        </div>
        {/* Top-anchored (near the middle on wide screens by a fixed offset), not centred around the card's
            height: a centred card moves up while its HTML is still arriving, a layout shift (bench/README.md,
            "Public pages: what shifted (point 4)"). */}
        <div className="flex flex-1 justify-center py-8 lg:pt-[max(2rem,calc(50dvh_-_16rem))]">
          <div className="w-full max-w-md">{children}</div>
        </div>
      </main>
    </div>
  );
}

/** The white card holding one auth form, with the heading of its `section` of the auth catalogue. */
export function AuthCard({
  section,
  description,
  children,
}: {
  section: "login" | "signup" | "verify" | "reset" | "acceptInvitation" | "confirmAddress" | "lockAccount";
  /** Instead of the section's own description (e.g. one naming the address a code went to). */
  description?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations(`auth.${section}`);
  const title = t("title");
  description ??= t("description");
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="mb-6 space-y-1.5">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}
