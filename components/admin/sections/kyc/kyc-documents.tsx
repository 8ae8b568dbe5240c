"use client";

import { ImageOff } from "lucide-react";
import { useState } from "react";
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from "@/lib/enums";
import type { AdminKycSubmission } from "@/lib/hooks/admin/use-admin-kyc";
import { DOCUMENT_LABELS } from "./kyc-labels";

/** One image from the admin-only document route: same origin, sent with the session cookie, never cached. */
function DocumentImage({ kind, src, owner }: { kind: KycDocumentKind; src: string; owner: string }) {
  const [failed, setFailed] = useState(false);
  const label = DOCUMENT_LABELS[kind];
  return (
    <figure className="grid gap-1">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md border bg-muted/40">
        {failed ? (
          <p role="alert" className="flex items-center gap-2 p-2 text-center text-xs text-muted-foreground">
            <ImageOff aria-hidden className="size-4 shrink-0" />
            Could not load this image
          </p>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- an authenticated API image, not a static asset
          <img
            src={src}
            alt={`${label} submitted by ${owner}`}
            className="size-full object-contain"
            onError={() => setFailed(true)}
          />
        )}
      </div>
      <figcaption className="flex items-center justify-between gap-2 text-xs">
        <span className="font-medium">{label}</span>
        <a
          href={src}
          target="_blank"
          rel="noreferrer"
          className="text-primary underline-offset-4 hover:underline"
        >
          Open full size<span className="sr-only"> ({label})</span>
        </a>
      </figcaption>
    </figure>
  );
}

export function KycDocuments({ submission }: { submission: AdminKycSubmission }) {
  const owner = `${submission.firstName} ${submission.lastName}`;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">Documents</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentImage key={kind} kind={kind} src={submission.documents[kind]} owner={owner} />
        ))}
      </div>
    </section>
  );
}
