"use client";

import type { LucideIcon } from "lucide-react";
import { LogOut, Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { HydrateLater } from "@/components/dashboard/hydrate-later";
import { cn } from "@/lib/utils";
import { Button } from "./button";
import { Logo } from "./logo";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "./sheet";

export type NavItem<K extends string> = { key: K; label: string; icon: LucideIcon };

type AppShellProps<K extends string> = {
  nav: readonly NavItem<K>[];
  active: K;
  onSelect: (key: K) => void;
  /** The screen's own address: the sidebar then renders real links (open in a new tab, copy the link). */
  hrefFor?: (key: K) => string;
  userName: string;
  roleLabel: string;
  onSignOut: () => Promise<void> | void;
  /** The heading of the top bar (the active panel's name). */
  title: string;
  topBarActions?: ReactNode;
  children: ReactNode;
};

/**
 * The dashboards' frame: sidebar (logo, user, sections, sign-out) and top bar; on phones the sidebar becomes
 * a drawer behind a menu button. When the screen changes, focus moves to its heading so keyboard and screen
 * reader users land on the new content, as after a page load.
 */
export function AppShell<K extends string>(props: AppShellProps<K>) {
  const { title, topBarActions, children } = props;
  const t = useTranslations("common.shell");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);

  // The Sheet wraps the whole frame so the menu button can be its trigger: closing the drawer then hands
  // focus back to that button instead of dropping it onto <body>.
  return (
    <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
      <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)]">
        {/* Hidden on phones but hydrated all the same: after the rest of the frame, in slices (HydrateLater). */}
        <aside className="sticky top-0 hidden h-dvh border-r bg-card lg:block">
          <HydrateLater>
            <SidebarContent {...props} />
          </HydrateLater>
        </aside>

        <SheetContent className="lg:hidden">
          <SheetTitle className="sr-only">{t("navigation")}</SheetTitle>
          <SheetDescription className="sr-only">{t("navigationHint")}</SheetDescription>
          <SidebarContent
            {...props}
            onSelect={(key) => {
              props.onSelect(key);
              setDrawerOpen(false);
            }}
          />
        </SheetContent>

        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/90 px-4 backdrop-blur sm:px-6">
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label={t("openMenu")}>
                <Menu className="size-5" aria-hidden />
              </Button>
            </SheetTrigger>
            <h1
              ref={heading}
              tabIndex={-1}
              className="min-w-0 flex-1 truncate text-lg font-semibold focus:outline-none"
            >
              {title}
            </h1>
            <div className="flex items-center gap-2">{topBarActions}</div>
          </header>
          <main className="flex-1 px-4 py-6 sm:px-6 lg:px-8">{children}</main>
        </div>
      </div>
    </Sheet>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

function SidebarContent<K extends string>({
  nav,
  active,
  onSelect,
  hrefFor,
  userName,
  roleLabel,
  onSignOut,
}: AppShellProps<K>) {
  const t = useTranslations("common.shell");
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center border-b px-5">
        <Logo />
      </div>
      <div className="flex items-center gap-3 border-b px-5 py-4">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-indigo-700 text-sm font-semibold text-white"
        >
          {initials(userName) || "?"}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold" data-testid="sidebar-user-name">
            {userName}
          </p>
          <p className="text-xs text-muted-foreground">{roleLabel}</p>
        </div>
      </div>
      <nav aria-label={t("sections")} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-1">
          {nav.map(({ key, label, icon: Icon }) => {
            const isActive = key === active;
            return (
              <li key={key}>
                <NavEntry
                  href={hrefFor?.(key)}
                  onSelect={() => onSelect(key)}
                  isActive={isActive}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    isActive
                      ? "bg-secondary text-secondary-foreground"
                      : "text-muted-foreground hover:bg-muted hover:text-foreground",
                  )}
                >
                  <Icon className={cn("size-4 shrink-0", isActive && "text-primary")} aria-hidden />
                  {label}
                </NavEntry>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t p-3">
        <Button
          variant="ghost"
          className="w-full justify-start text-muted-foreground"
          onClick={signOut}
          disabled={signingOut}
        >
          <LogOut aria-hidden />
          {signingOut ? t("signingOut") : t("signOut")}
        </Button>
      </div>
    </div>
  );
}

type NavEntryProps = {
  href?: string;
  onSelect: () => void;
  isActive: boolean;
  className: string;
  children: ReactNode;
};

/** A link when the screen has an address (a plain click stays in the app; Ctrl/middle-click opens a tab). */
function NavEntry({ href, onSelect, isActive, className, children }: NavEntryProps) {
  const current = isActive ? ("page" as const) : undefined;
  if (!href) {
    return (
      <button type="button" onClick={onSelect} aria-current={current} className={className}>
        {children}
      </button>
    );
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onSelect();
  };
  return (
    <a href={href} onClick={onClick} aria-current={current} className={className}>
      {children}
    </a>
  );
}
