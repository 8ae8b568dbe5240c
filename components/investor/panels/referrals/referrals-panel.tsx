"use client";

import { ReferCard } from "@/components/investor/panels/overview/refer-card";

/** The Referrals panel: the investor's link, QR code and rewards, and every referral with what it
 *  still needs, the same card Overview shows. */
export function ReferralsPanel() {
  return (
    <div className="mx-auto max-w-2xl">
      <ReferCard />
    </div>
  );
}
