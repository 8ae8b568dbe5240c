import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage } from "@/components/marketing/legal-page";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "What Apex collects, why, and how it is protected.",
};

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="January 2025"
      sections={[
        {
          title: "What we collect",
          body: (
            <p>
              Your name, e-mail address and phone number, your balances and transactions, and the messages you
              send us.
            </p>
          ),
        },
        {
          title: "Why we collect it",
          body: (
            <p>
              To run your account, pay interest, process deposits and withdrawals, keep you safe from fraud
              and answer your questions.
            </p>
          ),
        },
        {
          title: "How we protect it",
          body: (
            <p>
              Passwords and withdrawal PINs are stored only as Argon2 hashes, sessions expire after seven
              days, and every change to a balance is recorded in an append-only ledger.
            </p>
          ),
        },
        {
          title: "Your choices",
          body: (
            <p>
              You can ask for a copy of your data or for your account to be closed at any time through our{" "}
              <Link className="font-medium text-indigo-700 underline" href="/contact">
                contact page
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
