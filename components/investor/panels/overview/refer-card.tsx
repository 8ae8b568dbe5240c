"use client";

import { Gift } from "lucide-react";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useUsdText } from "@/components/investor/usd-figure";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { formatDate, formatUsd } from "@/lib/format";
import { useReferrals, type InvestorReferral } from "@/lib/hooks/use-referrals";

/**
 * 'Refer Us & Earn': the investor's own link with Copy and a QR code, what each side earns in the
 * reader's display currency, and their referrals: each friend's first name and initial, when they joined, where
 * the referral stands and what it still needs ("identity verification", "deposit $40 more", "12 days left").
 */
export function ReferCard() {
  const t = useTranslations("investor.overview.refer");
  const usdText = useUsdText({ approx: false });
  const { data } = useReferrals();
  const link = data?.link ?? "";
  return (
    <section aria-labelledby="refer-title" className="space-y-3 rounded-lg border bg-card p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="refer-title" className="flex items-center gap-2 text-base font-semibold">
          <Gift className="size-4 text-primary" aria-hidden />
          {t("title")}
        </h2>
        {data && !data.enabled && <Badge variant="outline">{t("paused")}</Badge>}
      </div>
      {data && (
        <p className="text-sm text-muted-foreground">
          {t("body", {
            reward: usdText(data.referrerRewardUsd),
            friendReward: usdText(data.refereeRewardUsd),
            minimum: usdText(data.minDepositUsd),
            days: data.holdDays,
          })}
        </p>
      )}
      <div className="flex items-center gap-2">
        <Input
          readOnly
          value={link}
          aria-label={t("linkLabel")}
          onFocus={(e) => e.currentTarget.select()}
          className="h-9 min-w-0 flex-1 bg-muted"
        />
        <CopyButton value={link} label={t("copyLink")} disabled={!link} />
      </div>
      {link && (
        <div className="flex justify-center">
          <QRCodeSVG
            value={link}
            size={128}
            level="M"
            marginSize={4}
            role="img"
            aria-label={t("qrLabel")}
            className="rounded-md border bg-white"
          />
        </div>
      )}
      {data && <ReferralList referrals={data.referrals} totals={data.totals} />}
    </section>
  );
}

function ReferralList({
  referrals,
  totals,
}: {
  referrals: InvestorReferral[];
  totals: { pending: string; paid: string };
}) {
  const t = useTranslations("investor.overview.refer");
  return (
    <div className="space-y-2 border-t pt-3">
      <h3 className="text-sm font-semibold">{t("listTitle")}</h3>
      <p className="text-xs text-muted-foreground">
        {t("totals", { pending: formatUsd(totals.pending), paid: formatUsd(totals.paid) })}
      </p>
      {referrals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="divide-y text-sm">
          {referrals.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="font-medium">{r.name}</span>
              <span className="text-xs text-muted-foreground">
                {t("joined", { date: formatDate(r.joinedAt) })}
              </span>
              <span className="w-full text-xs">
                <StatusText referral={r} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StatusText({ referral }: { referral: InvestorReferral }) {
  const t = useTranslations("investor.overview.refer");
  const status = t(`status.${referral.status}`);
  if (referral.status === "VOID" && referral.reason)
    return <>{t("withDetail", { status, detail: referral.reason })}</>;
  if (referral.status !== "PENDING" || referral.missing.length === 0) return <>{status}</>;
  const missing = referral.missing
    .map((m) =>
      m.kind === "verification"
        ? t("missing.verification")
        : m.kind === "deposit"
          ? t("missing.deposit", { amount: formatUsd(m.usd ?? "0") })
          : t("missing.days", { count: m.days ?? 0 }),
    )
    .join(", ");
  return <>{t("withDetail", { status, detail: missing })}</>;
}
