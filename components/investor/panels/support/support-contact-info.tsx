import type { LucideIcon } from "lucide-react";
import { Clock, Mail, Phone, Timer } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "@/lib/contact/texts";

function Item({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  // A <dl> group may hold only <dt> and <dd>: the icon sits inside the term, placed in the gutter.
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-sm font-medium text-muted-foreground">
        <span className="absolute left-0 top-0 flex size-9 items-center justify-center rounded-md bg-secondary text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
        {term}
      </dt>
      <dd className="break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

// Support: email, phone, business hours Mon-Fri 9AM-6PM EST, response within 24 hours.
export function SupportContactInfo() {
  const t = useTranslations("investor.support.contact");
  return (
    <section aria-labelledby="support-contact-heading" className="rounded-lg border bg-card p-5 sm:p-6">
      <h2 id="support-contact-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <Item icon={Mail} term={t("email")}>
          <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </Item>
        <Item icon={Phone} term={t("phone")}>
          <a className="text-primary underline-offset-4 hover:underline" href={SUPPORT_PHONE.href}>
            {SUPPORT_PHONE.display}
          </a>
        </Item>
        <Item icon={Clock} term={t("hours")}>
          {t("hoursValue")}
        </Item>
        <Item icon={Timer} term={t("response")}>
          {t("responseValue")}
        </Item>
      </dl>
    </section>
  );
}
