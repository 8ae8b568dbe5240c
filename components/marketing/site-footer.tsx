import Link from "next/link";
import { Logo } from "@/components/ui/logo";
import { NewsletterForm } from "./newsletter-form";

type FooterColumn = { title: string; links: { label: string; href: string }[] };

// PRODUCT, COMPANY, RESOURCES, EXTRAS with placeholder links; here they point at real pages.
const COLUMNS: FooterColumn[] = [
  {
    title: "PRODUCT",
    links: [
      { label: "Features", href: "/#features" },
      { label: "Pricing", href: "/#pricing" },
      { label: "How it works", href: "/#service" },
      { label: "Live demo", href: "/#home" },
    ],
  },
  {
    title: "COMPANY",
    links: [
      { label: "About Apex", href: "/#about" },
      { label: "Our team", href: "/#our-team" },
      { label: "Contact us", href: "/contact" },
      { label: "Talk to sales", href: "/talk-to-sales" },
    ],
  },
  {
    title: "RESOURCES",
    links: [
      { label: "Help center", href: "/contact" },
      { label: "Security", href: "/#features" },
      { label: "Personal wealth", href: "/#wealth" },
      { label: "Press", href: "/#about" },
    ],
  },
  {
    title: "EXTRAS",
    links: [
      { label: "Sign in", href: "/login" },
      { label: "Create an account", href: "/signup" },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
    ],
  },
];

const linkClass =
  "inline-block py-1 text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 rounded-sm";

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div>
            <Logo inverted />
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-300">
              AI-powered portfolio management for Bitcoin, Ethereum and stablecoins, with fixed-APY plans that
              pay interest every day.
            </p>
            <div className="mt-6 rounded-lg border border-slate-800 bg-slate-900/60 p-5">
              <h2 className="text-base font-semibold text-white">Get the weekly market brief</h2>
              <p className="mt-1 text-sm text-slate-300">One e-mail, every Monday. Unsubscribe any time.</p>
              <NewsletterForm />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {COLUMNS.map((col) => (
              <nav key={col.title} aria-label={col.title.toLowerCase()}>
                <h2 className="text-xs font-bold tracking-widest text-white">{col.title}</h2>
                <ul className="mt-4 space-y-2">
                  {col.links.map((link) => (
                    <li key={link.label}>
                      <Link href={link.href} prefetch={false} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-800 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-400">© 2025 Apex. All rights reserved.</p>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <li>
              <Link href="/privacy" prefetch={false} className={linkClass}>
                Privacy
              </Link>
            </li>
            <li>
              <Link href="/terms" prefetch={false} className={linkClass}>
                Terms
              </Link>
            </li>
            <li>
              <Link href="/contact" prefetch={false} className={linkClass}>
                Contact
              </Link>
            </li>
            <li>
              <a
                href="https://x.com/apexinvest"
                rel="noopener noreferrer"
                target="_blank"
                className={linkClass}
              >
                Follow Apex on X<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
