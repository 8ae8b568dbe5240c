import { CalendarClock, KeyRound, Layers, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "@/components/ui/logo";

const POINTS = [
  { icon: CalendarClock, text: "Active investments earn interest automatically every 24 hours." },
  { icon: Layers, text: "Hold USD, Bitcoin, Ethereum, USDT and USDC in one account." },
  { icon: KeyRound, text: "Every withdrawal is protected by your own 4-digit PIN." },
  { icon: ShieldCheck, text: "Support is available 24/7 whenever you need a hand." },
];

/** The investor auth pages: a brand panel beside the form on wide screens, the form alone on phones. */
export function AuthFrame({ children }: { children: ReactNode }) {
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
          <p className="text-3xl font-semibold leading-tight text-white">
            Put your crypto to work, every single day.
          </p>
          <ul className="mt-8 space-y-4">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-white/10">
                  <Icon className="size-4 text-emerald-300" aria-hidden />
                </span>
                <span className="text-sm leading-relaxed text-indigo-100">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative mt-12 text-xs text-indigo-200">© 2025 Apex. All rights reserved.</p>
      </aside>
      <main className="flex flex-col bg-slate-50 px-4 py-8 sm:px-8">
        <div className="mx-auto w-full max-w-md lg:hidden">
          <Logo />
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

/** The white card holding one auth form, with its heading. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
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
