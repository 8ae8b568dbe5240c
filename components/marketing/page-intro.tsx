import type { ReactNode } from "react";

/** The title band at the top of the public pages other than the landing page. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-[radial-gradient(50rem_20rem_at_50%_-20%,#e0e7ff,transparent)] px-4 pb-12 pt-14 text-center sm:px-6 sm:pt-20">
      <p className="text-sm font-bold uppercase tracking-widest text-indigo-700">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">{title}</h1>
      {children && <div className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-600">{children}</div>}
    </div>
  );
}
