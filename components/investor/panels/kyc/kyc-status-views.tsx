"use client";
// What the panel shows for each answer of GET /api/kyc: start, under review, rejected, verified.
import { BadgeCheck, Hourglass, ShieldAlert } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";

export const KYC_REQUIRED_TITLE = "Identity Verification Required";
export const KYC_REVIEW_TITLE = "Verification under review";
export const KYC_VERIFIED_TITLE = "Identity verified";
export const KYC_REJECTED_TEXT = "Your last verification was not approved.";

function StatusCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="kyc-status-title"
      className="grid justify-items-center gap-4 rounded-lg border bg-card px-4 py-10 text-center sm:px-8"
    >
      {icon}
      <h2 id="kyc-status-title" className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type RequiredProps = { rejectionReason?: string | null; onStart: (e: MouseEvent<HTMLButtonElement>) => void };

/** Kyc(New): the page with Start Verification; after a rejection, the reason and a new start. */
export function KycRequired({ rejectionReason, onStart }: RequiredProps) {
  return (
    <StatusCard
      icon={<ShieldAlert aria-hidden className="size-12 text-amber-500" />}
      title={KYC_REQUIRED_TITLE}
    >
      <p className="max-w-prose text-sm text-muted-foreground">
        To keep your account and your funds safe we need to confirm who you are. Have your personal details,
        your bank details and a photo ID (JPEG or PNG, less than 5MB) at hand.
      </p>
      {rejectionReason !== undefined && (
        <Alert variant="warning" className="max-w-prose text-left">
          <p className="font-semibold">{KYC_REJECTED_TEXT}</p>
          {rejectionReason && <p>Reason: {rejectionReason}</p>}
          <p>Please check your details and submit again.</p>
        </Alert>
      )}
      <Button size="lg" onClick={onStart}>
        Start Verification
      </Button>
    </StatusCard>
  );
}

export function KycUnderReview({ submittedAt }: { submittedAt?: string | null }) {
  return (
    <StatusCard icon={<Hourglass aria-hidden className="size-12 text-indigo-500" />} title={KYC_REVIEW_TITLE}>
      <p className="max-w-prose text-sm text-muted-foreground">
        {submittedAt ? `We received your documents on ${formatDate(submittedAt)}. ` : ""}
        Your verification is under review; we will notify you as soon as a decision is made.
      </p>
    </StatusCard>
  );
}

export function KycVerified({ decidedAt }: { decidedAt?: string | null }) {
  return (
    <StatusCard
      icon={<BadgeCheck aria-hidden className="size-12 text-emerald-500" />}
      title={KYC_VERIFIED_TITLE}
    >
      <p className="max-w-prose text-sm text-muted-foreground">
        Your identity has been verified{decidedAt ? ` on ${formatDate(decidedAt)}` : ""}. Your account has
        full functionality.
      </p>
    </StatusCard>
  );
}
