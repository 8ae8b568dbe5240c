"use client";

import type { MouseEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { useKycStatus } from "@/lib/hooks/use-kyc";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { investorPanelHref } from "../slugs";

export const KYC_UNDER_REVIEW_BANNER =
  "Your identity verification is under review. We will notify you as soon as a decision is made.";

/**
 * The yellow banner for an unverified account; every screen stays usable. While a submission waits it says
 * so instead, and after a rejection it gives the reason (docs/decisions.md, "Identity verification (KYC)").
 * Until the status arrives (or if it cannot be loaded) the spec's caution stands.
 */
export function VerificationBanner() {
  const { navigate } = useInvestorDashboard();
  const { data } = useKycStatus();
  // A real link (new tab, copy link) that a plain click follows inside the dashboard.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate("kyc");
  };
  const link = (text: string) => (
    <a
      href={investorPanelHref("kyc")}
      onClick={onClick}
      className="font-semibold underline underline-offset-2 hover:no-underline"
    >
      {text}
    </a>
  );

  if (data?.status === "PENDING")
    return (
      <Alert variant="info">
        <p>{KYC_UNDER_REVIEW_BANNER}</p>
      </Alert>
    );
  if (data?.status === "REJECTED")
    return (
      <Alert variant="warning">
        <p>
          <strong className="font-semibold">Caution:</strong> Your identity verification was not approved
          {data.reason ? ` (${data.reason})` : ""}. {link("Submit again")}
        </p>
      </Alert>
    );
  return (
    <Alert variant="warning">
      <p>
        <strong className="font-semibold">Caution:</strong> You need to verify your account to gain full
        functionality. {link("Let's get started!")}
      </p>
    </Alert>
  );
}
