import { Clock, Headset, Mail, MapPin } from "lucide-react";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "@/lib/contact/texts";

// Support 24/7; office in Buffalo, New York, Monday to Friday 9:00 AM to 6:00 PM EST.

export function ContactCards() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Mail aria-hidden className="size-6 text-indigo-700" />
        <h2 className="mt-4 font-semibold text-slate-950">Email &amp; Phone</h2>
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
        <h2 className="mt-4 font-semibold text-slate-950">Office Address</h2>
        <address className="mt-2 text-sm not-italic leading-6 text-slate-600">
          Apex Financial Technologies
          <br />
          255 Main Street, Suite 800
          <br />
          Buffalo, New York 14203
        </address>
      </li>
      <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Clock aria-hidden className="size-6 text-indigo-700" />
        <h2 className="mt-4 font-semibold text-slate-950">Business Hours</h2>
        <dl className="mt-2 text-sm leading-6 text-slate-600">
          <dt className="font-medium text-slate-800">Monday - Friday</dt>
          <dd>9:00 AM - 6:00 PM EST</dd>
          <dt className="mt-1 font-medium text-slate-800">Saturday - Sunday</dt>
          <dd>Closed</dd>
        </dl>
      </li>
      <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Headset aria-hidden className="size-6 text-indigo-700" />
        <h2 className="mt-4 font-semibold text-slate-950">24/7 Support</h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          Account, deposit and withdrawal questions are answered around the clock, weekends and holidays
          included.
        </p>
      </li>
    </ul>
  );
}
