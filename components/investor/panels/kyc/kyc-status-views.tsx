"use client";
// What the panel shows for each answer of GET /api/kyc: start, under review, rejected, verified.
import { BadgeCheck, Hourglass, ShieldAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import type { MouseEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";

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
  const t = useTranslations("investor.kyc.status");
  return (
    <StatusCard
      icon={<ShieldAlert aria-hidden className="size-12 text-amber-500" />}
      title={t("required.title")}
    >
      <p className="max-w-prose text-sm text-muted-foreground">{t("required.text")}</p>
      {rejectionReason !== undefined && (
        <Alert variant="warning" className="max-w-prose text-left">
          <p className="font-semibold">{t("rejected.title")}</p>
          {rejectionReason && <p>{t("rejected.reason", { reason: rejectionReason })}</p>}
          <p>{t("rejected.again")}</p>
        </Alert>
      )}
      <Button size="lg" onClick={onStart}>
        {t("required.start")}
      </Button>
    </StatusCard>
  );
}

export function KycUnderReview({ submittedAt }: { submittedAt?: string | null }) {
  const t = useTranslations("investor.kyc.status");
  return (
    <StatusCard
      icon={<Hourglass aria-hidden className="size-12 text-indigo-500" />}
      title={t("review.title")}
    >
      <p className="max-w-prose text-sm text-muted-foreground">
        {submittedAt ? t("review.textOn", { date: formatDate(submittedAt) }) : t("review.text")}
      </p>
    </StatusCard>
  );
}

export function KycVerified({ decidedAt }: { decidedAt?: string | null }) {
  const t = useTranslations("investor.kyc.status");
  return (
    <StatusCard
      icon={<BadgeCheck aria-hidden className="size-12 text-emerald-500" />}
      title={t("verified.title")}
    >
      <p className="max-w-prose text-sm text-muted-foreground">
        {decidedAt ? t("verified.textOn", { date: formatDate(decidedAt) }) : t("verified.text")}
      </p>
    </StatusCard>
  );
}
