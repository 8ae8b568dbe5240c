"use client";

import { Eye, EyeOff } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useRevealKyc, type AdminKycSubmission, type RevealedKyc } from "@/lib/hooks/admin/use-admin-kyc";
import { titleCase } from "@/lib/labels";
import { useAdminCan } from "../../use-admin-can";

function Details({ title, rows }: { title: string; rows: [string, React.ReactNode][] }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const masked = (value: string) => <span className="font-mono tabular-nums">{value}</span>;

/**
 * Personal and bank details as submitted (text only). The SSN and account number arrive masked; Reveal
 * asks the server for the whole values (an audited action) and keeps them only while the dialog is open.
 */
export function KycDetails({ submission: s }: { submission: AdminKycSubmission }) {
  const t = useTranslations("admin.kyc.details");
  const errorText = useErrorText();
  const reveal = useRevealKyc();
  const mayReveal = useAdminCan()("kyc.reveal");
  const known = (group: "gender" | "documentType", value: string) =>
    t.has(`${group}.${value}`) ? t(`${group}.${value}`) : titleCase(value);
  const [revealed, setRevealed] = useState<RevealedKyc | null>(null);
  const sending = useRef(false);

  const show = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      setRevealed(await reveal.mutateAsync(s.id));
    } catch (err) {
      toast.error(errorText(err, t("revealFailed")));
    } finally {
      sending.current = false;
    }
  };

  const toggle = !mayReveal ? null : revealed ? (
    <Button variant="outline" size="sm" onClick={() => setRevealed(null)}>
      <EyeOff aria-hidden />
      {t("hide")}
    </Button>
  ) : (
    <Button
      variant="outline"
      size="sm"
      onClick={show}
      disabled={reveal.isPending}
      aria-busy={reveal.isPending || undefined}
    >
      {reveal.isPending ? <ButtonSpinner /> : <Eye aria-hidden />}
      {t("reveal")}
    </Button>
  );

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Details
        title={t("personal")}
        rows={[
          [t("name"), t("fullName", { first: s.firstName, last: s.lastName })],
          [t("ssn"), masked(revealed?.ssn ?? s.ssn)],
          // As entered (YYYY-MM-DD): a calendar day, not an instant to move into the reader's time zone.
          [t("dob"), s.dob],
          [t("genderLabel"), known("gender", s.gender)],
          [t("phone"), s.phone],
          [t("address"), s.address],
          [t("city"), s.city],
          [t("state"), s.state],
          [t("zip"), s.zip],
        ]}
      />
      <Details
        title={t("bank")}
        rows={[
          [t("accountHolder"), s.accountHolderName],
          [t("bankName"), s.bankName],
          [t("accountNumber"), masked(revealed?.accountNumber ?? s.accountNumber)],
          [t("routingNumber"), masked(s.routingNumber)],
          [t("branch"), s.branch],
          [t("documentTypeLabel"), known("documentType", s.documentType)],
        ]}
      />
      <div className="flex flex-wrap items-center gap-2 md:col-span-2">
        {toggle}
        <p className="text-xs text-muted-foreground">{t("audited")}</p>
      </div>
    </div>
  );
}
