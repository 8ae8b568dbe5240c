"use client";

import { Eye, EyeOff } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useRevealKyc, type AdminKycSubmission, type RevealedKyc } from "@/lib/hooks/admin/use-admin-kyc";
import { titleCase } from "@/lib/labels";
import { DOCUMENT_TYPE_LABELS } from "./kyc-labels";

export const REVEAL_FAILED = "Failed to reveal the values. Please try again.";

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
  const reveal = useRevealKyc();
  const [revealed, setRevealed] = useState<RevealedKyc | null>(null);
  const sending = useRef(false);

  const show = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      setRevealed(await reveal.mutateAsync(s.id));
    } catch (err) {
      toast.error(errorMessage(err, REVEAL_FAILED));
    } finally {
      sending.current = false;
    }
  };

  const toggle = revealed ? (
    <Button variant="outline" size="sm" onClick={() => setRevealed(null)}>
      <EyeOff aria-hidden />
      Hide
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
      Reveal SSN and account number
    </Button>
  );

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Details
        title="Personal details"
        rows={[
          ["Name", `${s.firstName} ${s.lastName}`],
          ["SSN", masked(revealed?.ssn ?? s.ssn)],
          // As entered (YYYY-MM-DD): a calendar day, not an instant to move into the reader's time zone.
          ["Date of birth", s.dob],
          ["Gender", titleCase(s.gender)],
          ["Phone", s.phone],
          ["Address", s.address],
          ["City", s.city],
          ["State/Province", s.state],
          ["ZIP/Postal Code", s.zip],
        ]}
      />
      <Details
        title="Bank details"
        rows={[
          ["Account holder", s.accountHolderName],
          ["Bank", s.bankName],
          ["Account number", masked(revealed?.accountNumber ?? s.accountNumber)],
          ["Routing number", masked(s.routingNumber)],
          ["Branch", s.branch],
          ["Document type", DOCUMENT_TYPE_LABELS[s.documentType] ?? s.documentType],
        ]}
      />
      <div className="flex flex-wrap items-center gap-2 md:col-span-2">
        {toggle}
        <p className="text-xs text-muted-foreground">Revealing is recorded in the audit trail.</p>
      </div>
    </div>
  );
}
