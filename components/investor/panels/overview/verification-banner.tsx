"use client";

import type { MouseEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { investorPanelHref } from "../slugs";

/** spec 1 §2: the yellow banner for an unverified account; every screen stays usable (spec 1 §6). */
export function VerificationBanner() {
  const { navigate } = useInvestorDashboard();
  // A real link (new tab, copy link) that a plain click follows inside the dashboard.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate("kyc");
  };
  return (
    <Alert variant="warning">
      <p>
        <strong className="font-semibold">Caution:</strong> You need to verify your account to gain full
        functionality.{" "}
        <a
          href={investorPanelHref("kyc")}
          onClick={onClick}
          className="font-semibold underline underline-offset-2 hover:no-underline"
        >
          Let&apos;s get started!
        </a>
      </p>
    </Alert>
  );
}
