import { Clock, Headset, Mail, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "@/lib/contact/texts";

// Support 24/7; office in Buffalo, New York, Monday to Friday 9:00 AM to 6:00 PM EST.

export function ContactCards() {
  const t = useTranslations("marketing.contact.cards");
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Mail aria-hidden className="size-6 text-indigo-700" />
        <h2 className="mt-4 font-semibold text-slate-950">{t("emailPhone")}</h2>
        <p className="mt-2 text-sm text-slate-600">
          <a
            className="font-medium text-indigo-700 underline-offset-4 hover:underline"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <a
            className="font-medium text-indigo-700 underline-offset-4 hover:underline"
            href={SUPPORT_PHONE.href}
          >
            {SUPPORT_PHONE.display}
          </a>
        </p>
      </li>
      <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <MapPin aria-hidden className="size-6 text-indigo-700" />
        <h2 className="mt-4 font-semibold text-slate-950">{t("office")}</h2>
        <address className="mt-2 text-sm not-italic leading-6 text-slate-600">
          {t("officeName")}
          <br />
          {t("officeStreet")}
          <br />
          {t("officeCity")}
        </address>
      </li>
      <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Clock aria-hidden className="size-6 text-indigo-700" />
        <h2 className="mt-4 font-semibold text-slate-950">{t("hours")}</h2>
        <dl className="mt-2 text-sm leading-6 text-slate-600">
          <dt className="font-medium text-slate-800">{t("weekdays")}</dt>
          <dd>{t("weekdayHours")}</dd>
          <dt className="mt-1 font-medium text-slate-800">{t("weekend")}</dt>
          <dd>{t("closed")}</dd>
        </dl>
      </li>
      <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Headset aria-hidden className="size-6 text-indigo-700" />
        <h2 className="mt-4 font-semibold text-slate-950">{t("support")}</h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">{t("supportText")}</p>
      </li>
    </ul>
  );
}
