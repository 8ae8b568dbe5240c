import Link from "next/link";
import { useTranslations } from "next-intl";
import { Logo } from "@/components/ui/logo";
import { NewsletterForm } from "./newsletter-form";

type ColumnKey = "product" | "company" | "resources" | "extras";
type FooterColumn = { key: ColumnKey; links: { key: string; href: string }[] };

// PRODUCT, COMPANY, RESOURCES, EXTRAS with placeholder links; here they point at real pages. Texts in
// the `marketing.footer.columns` catalogue, by column and link key.
const COLUMNS: FooterColumn[] = [
  {
    key: "product",
    links: [
      { key: "features", href: "/#features" },
      { key: "pricing", href: "/#pricing" },
      { key: "howItWorks", href: "/#service" },
      { key: "liveDemo", href: "/#home" },
    ],
  },
  {
    key: "company",
    links: [
      { key: "about", href: "/#about" },
      { key: "team", href: "/#our-team" },
      { key: "contact", href: "/contact" },
      { key: "sales", href: "/talk-to-sales" },
    ],
  },
  {
    key: "resources",
    links: [
      { key: "help", href: "/contact" },
      { key: "security", href: "/#features" },
      { key: "wealth", href: "/#wealth" },
      { key: "press", href: "/#about" },
      { key: "reserves", href: "/reserves" },
    ],
  },
  {
    key: "extras",
    links: [
      { key: "signIn", href: "/login" },
      { key: "signUp", href: "/signup" },
      { key: "privacy", href: "/privacy" },
      { key: "terms", href: "/terms" },
    ],
  },
];

const linkClass =
  "inline-block py-1 text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 rounded-sm";

export function SiteFooter() {
  const t = useTranslations("marketing.footer");
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div>
            <Logo inverted />
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-300">{t("tagline")}</p>
            <div className="mt-6 rounded-lg border border-slate-800 bg-slate-900/60 p-5">
              <h2 className="text-base font-semibold text-white">{t("briefTitle")}</h2>
              <p className="mt-1 text-sm text-slate-300">{t("briefText")}</p>
              <NewsletterForm />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {COLUMNS.map((col) => (
              <nav key={col.key} aria-label={t(`columns.${col.key}.label`)}>
                <h2 className="text-xs font-bold tracking-widest text-white">
                  {t(`columns.${col.key}.title`)}
                </h2>
                <ul className="mt-4 space-y-2">
                  {col.links.map((link) => (
                    <li key={link.key}>
                      <Link href={link.href} prefetch={false} className={linkClass}>
                        {t(`columns.${col.key}.${link.key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-800 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-400">{t("copyright")}</p>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <li>
              <Link href="/privacy" prefetch={false} className={linkClass}>
                {t("privacy")}
              </Link>
            </li>
            <li>
              <Link href="/terms" prefetch={false} className={linkClass}>
                {t("terms")}
              </Link>
            </li>
            <li>
              <Link href="/contact" prefetch={false} className={linkClass}>
                {t("contact")}
              </Link>
            </li>
            <li>
              <a
                href="https://x.com/apexinvest"
                rel="noopener noreferrer"
                target="_blank"
                className={linkClass}
              >
                {t("followX")}
                <span className="sr-only">{t("newTab")}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
