import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage } from "@/components/marketing/legal-page";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The terms that apply when you use Apex.",
};

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="January 2025"
      sections={[
        {
          title: "Your account",
          body: (
            <p>
              You must be at least 18, give accurate details and keep your password and withdrawal PIN to
              yourself.
            </p>
          ),
        },
        {
          title: "Investment plans",
          body: (
            <p>
              Plans pay the stated APY daily at 00:00 UTC until their total return is reached. Crypto assets
              are volatile: figures on our marketing pages are illustrations, not promises of future returns.
            </p>
          ),
        },
        {
          title: "Withdrawals",
          body: (
            <p>
              Withdrawals are reviewed before they are sent. The amount is held from your balance while a
              request is pending.
            </p>
          ),
        },
        {
          title: "Questions",
          body: (
            <p>
              Anything unclear? Write to us through the{" "}
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
