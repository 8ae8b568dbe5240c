import type { Metadata } from "next";
import { ContactCards } from "@/components/marketing/contact-cards";
import { ContactForm } from "@/components/marketing/contact-form";
import { PageIntro } from "@/components/marketing/page-intro";

export const metadata: Metadata = {
  title: "Contact",
  description:
    "Reach the Apex team: 24/7 support, our Buffalo, New York office hours, and a form that goes straight to our inbox.",
};

export default function ContactPage() {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Get in Touch">
        <p>Questions about your account, a plan or a withdrawal? We usually reply within a few hours.</p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <ContactCards />
        <section
          aria-labelledby="contact-form-title"
          className="mx-auto mt-14 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-950">
            Send Us a Message
          </h2>
          <p className="mt-2 text-sm text-slate-600">All fields are required.</p>
          <div className="mt-8">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
