"use client";

import { ImageOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from "@/lib/enums";
import type { AdminKycSubmission } from "@/lib/hooks/admin/use-admin-kyc";

/** One image from the admin-only document route: same origin, sent with the session cookie, never cached. */
function DocumentImage({ kind, src, owner }: { kind: KycDocumentKind; src: string; owner: string }) {
  const t = useTranslations("admin.kyc.documents");
  const [failed, setFailed] = useState(false);
  const label = t(`kinds.${kind}`);
  const openText = t.rich("open", { label, hidden: (c) => <span className="sr-only">{c}</span> });
  return (
    <figure className="grid gap-1">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md border bg-muted/40">
        {failed ? (
          <p role="alert" className="flex items-center gap-2 p-2 text-center text-xs text-muted-foreground">
            <ImageOff aria-hidden className="size-4 shrink-0" />
            {t("failed")}
          </p>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- an authenticated API image, not a static asset
          <img
            src={src}
            alt={t("alt", { label, owner })}
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
          {openText}
        </a>
      </figcaption>
    </figure>
  );
}

export function KycDocuments({ submission }: { submission: AdminKycSubmission }) {
  const t = useTranslations("admin.kyc");
  const owner = t("details.fullName", { first: submission.firstName, last: submission.lastName });
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{t("documents.title")}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentImage key={kind} kind={kind} src={submission.documents[kind]} owner={owner} />
        ))}
      </div>
    </section>
  );
}
