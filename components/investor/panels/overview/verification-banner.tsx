"use client";

import { useTranslations } from "next-intl";
import type { MouseEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { useKycStatus } from "@/lib/hooks/use-kyc";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { investorPanelHref } from "../slugs";

/**
 * The yellow banner for an unverified account; every screen stays usable. While a submission waits it says
 * so instead, and after a rejection it gives the reason (docs/decisions.md, "Identity verification (KYC)").
 * Until the status arrives (or if it cannot be loaded) the spec's caution stands.
 */
export function VerificationBanner() {
  const t = useTranslations("investor.overview.verification");
  const { navigate } = useInvestorDashboard();
  const { data } = useKycStatus();
  // A real link (new tab, copy link) that a plain click follows inside the dashboard.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate("kyc");
  };
  const link = (text: ReactNode) => (
    <a
      href={investorPanelHref("kyc")}
      onClick={onClick}
      className="font-semibold underline underline-offset-2 hover:no-underline"
    >
      {text}
    </a>
  );

  const b = (c: ReactNode) => <strong className="font-semibold">{c}</strong>;
  const rejected = data?.reason
    ? t.rich("rejectedWithReason", { reason: data.reason, b, link })
    : t.rich("rejected", { b, link });
  const unverified = t.rich("unverified", { b, link });

  if (data?.status === "PENDING")
    return (
      <Alert variant="info">
        <p>{t("underReview")}</p>
      </Alert>
    );
  if (data?.status === "REJECTED")
    return (
      <Alert variant="warning">
        <p>{rejected}</p>
      </Alert>
    );
  return (
    <Alert variant="warning">
      <p>{unverified}</p>
    </Alert>
  );
}
