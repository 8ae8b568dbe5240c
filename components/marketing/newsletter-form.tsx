"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";

// The newsletter box sends nothing. The browser checks the e-mail (type=email); we only say thanks,
// without claiming the address was stored.

export function NewsletterForm() {
  const t = useTranslations("marketing.newsletter");
  const [done, setDone] = useState(false);
  const inputId = useId();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDone(true);
    e.currentTarget.reset();
  };

  return (
    <form onSubmit={onSubmit} className="mt-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t("emailLabel")}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t("placeholder")}
          className="h-11 w-full min-w-0 rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-white placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
        />
        <button
          type="submit"
          className="h-11 shrink-0 rounded-md bg-emerald-500 px-5 text-sm font-bold tracking-wide text-slate-950 hover:bg-emerald-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-950"
        >
          {t("subscribe")}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-300">
        {done ? t("thanks") : ""}
      </p>
    </form>
  );
}
