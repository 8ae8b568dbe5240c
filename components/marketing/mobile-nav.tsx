"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import type { NavItem } from "./nav-items";

/** The public navigation below the lg breakpoint: a disclosure button and a panel under the header. */
export function MobileNav({
  links,
  login,
  getStarted,
}: {
  links: NavItem[];
  login: NavItem;
  getStarted: NavItem;
}) {
  const t = useTranslations("marketing.nav");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      // Hiding the panel would drop a focus that is inside it onto <body>: hand it to the toggle instead.
      const active = document.activeElement;
      if (!active || active === document.body || panelRef.current?.contains(active)) {
        toggleRef.current?.focus();
      }
      setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        <span className="sr-only">{open ? t("closeMenu") : t("openMenu")}</span>
      </button>
      <nav
        ref={panelRef}
        id={panelId}
        aria-label={t("label")}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg sm:px-6"
      >
        <ul className="flex flex-col">
          {links.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                prefetch={false}
                onClick={close}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Link
            href={login.href}
            prefetch={false}
            onClick={close}
            className="inline-flex h-11 items-center justify-center rounded-md border border-input text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            {t(login.key)}
          </Link>
          <Link
            href={getStarted.href}
            prefetch={false}
            onClick={close}
            className="inline-flex h-11 items-center justify-center rounded-md bg-primary text-sm font-semibold text-primary-foreground hover:bg-primary/90"
          >
            {t(getStarted.key)}
          </Link>
        </div>
        <LanguageSwitcher className="mt-4 border-t border-slate-200 pt-4 [&_select]:h-11 [&_select]:flex-1" />
      </nav>
    </div>
  );
}
