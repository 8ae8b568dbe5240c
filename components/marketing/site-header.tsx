import Link from "next/link";
import { useTranslations } from "next-intl";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { buttonVariants } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { cn } from "@/lib/utils";
import { MobileNav } from "./mobile-nav";
import { GET_STARTED_LINK, LOGIN_LINK, NAV_LINKS } from "./nav-items";

// Not async: next-intl's useTranslations reads the request's texts on the server as in the browser.
export function SiteHeader() {
  const t = useTranslations("marketing.nav");
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary-foreground"
      >
        {t("skip")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t("label")} className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {NAV_LINKS.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  prefetch={false}
                  className="whitespace-nowrap rounded-md px-2 py-2 text-sm xl:px-3 font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitcher className="[&_svg]:hidden xl:[&_svg]:block" />
          <Link href={LOGIN_LINK.href} prefetch={false} className={cn(buttonVariants({ variant: "ghost" }))}>
            {t(LOGIN_LINK.key)}
          </Link>
          <Link href={GET_STARTED_LINK.href} prefetch={false} className={cn(buttonVariants())}>
            {t(GET_STARTED_LINK.key)}
          </Link>
        </div>
        <MobileNav links={NAV_LINKS} login={LOGIN_LINK} getStarted={GET_STARTED_LINK} />
      </div>
    </header>
  );
}
