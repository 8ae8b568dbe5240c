"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CopyButton } from "@/components/ui/copy-button";
import { FormError } from "@/components/ui/form-error";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import type { ReserveNetwork } from "@/lib/reserves/reserve-networks";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { signedMessage, useUploadSignature, type AdminSnapshot } from "./use-reserves";

const SELECT_CLASS =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60";

/** The upload of one address's signature of the snapshot's message: 200 signs it, a 400 says why not. */
export function SignatureForm({ snapshot }: { snapshot: AdminSnapshot }) {
  const t = useTranslations("admin.reserves.signature");
  const errorText = useErrorText();
  const id = useId();
  const upload = useUploadSignature();
  // Each address once (a reading per asset), unsigned ones first: those are the ones left to do.
  const addresses = useMemo(() => {
    const seen = new Map<string, { network: ReserveNetwork; address: string; signed: boolean }>();
    for (const r of snapshot.reserves) {
      const key = `${r.network} ${r.address}`;
      const prior = seen.get(key);
      seen.set(key, { network: r.network, address: r.address, signed: (prior?.signed ?? false) || r.signed });
    }
    return [...seen.entries()].sort(([, a], [, b]) => Number(a.signed) - Number(b.signed));
  }, [snapshot.reserves]);
  const [chosen, setChosen] = useState<string>("");
  const [signature, setSignature] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const key = addresses.some(([k]) => k === chosen) ? chosen : (addresses[0]?.[0] ?? "");
  const target = addresses.find(([k]) => k === key)?.[1];

  if (!target) return <p className="text-sm text-muted-foreground">{t("noAddresses")}</p>;
  const message = signedMessage(snapshot.snapshotId, target.address);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (upload.isPending) return;
    setError(null);
    if (!signature.trim()) {
      setFieldError(t("required"));
      return;
    }
    setFieldError(undefined);
    try {
      await upload.mutateAsync({
        snapshotId: snapshot.snapshotId,
        network: target.network,
        address: target.address,
        signature: signature.trim(),
      });
      toast.success(t("done", { address: target.address }));
      setSignature("");
    } catch (err) {
      setError(errorText(err, t("failed")));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-2xl min-w-0 grid-cols-[minmax(0,1fr)] gap-4 wrap-anywhere"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {t("title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <FormField id={`${id}-address`} label={t("address")} className="min-w-0 grid-cols-[minmax(0,1fr)]">
        <select
          id={`${id}-address`}
          className={SELECT_CLASS}
          value={key}
          disabled={upload.isPending}
          onChange={(e) => {
            setChosen(e.target.value);
            setError(null);
          }}
        >
          {addresses.map(([k, a]) => (
            <option key={k} value={k}>
              {a.signed
                ? t("optionSigned", { network: a.network, address: a.address })
                : t("option", { network: a.network, address: a.address })}
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid gap-2">
        <p className="text-sm font-medium" id={`${id}-message-label`}>
          {t("message")}
        </p>
        <div className="flex min-w-0 items-start gap-2">
          <code
            aria-labelledby={`${id}-message-label`}
            className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all"
          >
            {message}
          </code>
          <CopyButton value={message} label={t("copyMessage")} className="h-9 shrink-0" />
        </div>
      </div>
      <FormField
        id={`${id}-signature`}
        label={t("signature")}
        error={fieldError}
        className="min-w-0 grid-cols-[minmax(0,1fr)]"
      >
        <Textarea
          {...fieldA11y(`${id}-signature`, fieldError)}
          value={signature}
          spellCheck={false}
          autoComplete="off"
          placeholder={t("placeholder")}
          className="font-mono text-xs"
          disabled={upload.isPending}
          onChange={(e) => {
            setSignature(e.target.value);
            setFieldError(undefined);
            setError(null);
          }}
        />
      </FormField>
      <FormError id={`${id}-error`} message={error} />
      <div>
        <SubmitButton
          busy={upload.isPending}
          busyLabel={t("uploading")}
          size="default"
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {t("upload")}
        </SubmitButton>
      </div>
    </form>
  );
}
