import { ShieldCheck } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminLoginForm } from "@/components/auth/admin-login-form";
import { RETURN_PARAM, ROLE_HOME, safeReturnPath } from "@/lib/auth/return-path";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { CLIENT_TEXTS } from "@/i18n/namespaces";
import { Logo } from "@/components/ui/logo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.admin");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<{ [RETURN_PARAM]?: string | string[] }> };

// 'Admin Portal', 'Sign in to the admin dashboard', the logo links to /. The sign-in texts come from the auth
// catalogue (this page sits under the back office's provider, which does not load it).
export default async function AdminLoginPage({ searchParams }: Props) {
  // A back-office address followed while signed out (middleware.ts): the sign-in returns there.
  const [params, t] = await Promise.all([searchParams, getTranslations("auth.admin")]);
  const returnTo = safeReturnPath(params[RETURN_PARAM], ROLE_HOME.ADMIN) ?? undefined;
  return (
    // Near the middle by a fixed offset, not centred around its own height: a centred box moves up while the
    // rest of its HTML is still arriving (the browser paints what it has), a layout shift (bench/README.md,
    // "Public pages: what shifted (point 4)").
    <MessagesProvider texts={CLIENT_TEXTS.auth}>
      <main className="flex min-h-dvh justify-center bg-gradient-to-br from-slate-900 via-slate-900 to-indigo-950 px-4 py-10 sm:pt-[max(2.5rem,calc(50dvh_-_16rem))]">
        <div className="w-full max-w-md">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-2">
            <Logo inverted />
            <LanguageSwitcher inverted />
          </div>
          <div className="rounded-xl border border-white/10 bg-card p-6 shadow-2xl sm:p-8">
            <div className="mb-6 flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                <ShieldCheck className="size-5" aria-hidden />
              </span>
              <div>
                <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
                <p className="mt-1 text-sm text-muted-foreground">{t("description")}</p>
              </div>
            </div>
            <AdminLoginForm returnTo={returnTo} />
          </div>
          <p className="mt-6 text-center text-xs text-slate-400">{t("notice")}</p>
        </div>
      </main>
    </MessagesProvider>
  );
}
