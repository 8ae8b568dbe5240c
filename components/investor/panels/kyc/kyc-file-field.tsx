"use client";
import { useTranslations } from "next-intl";
import { Controller, type UseFormReturn } from "react-hook-form";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useObjectUrl } from "@/lib/hooks/use-object-url";
import { KYC_IMAGE_TYPES, kycDocumentsSchema } from "@/lib/validation/kyc";
import type { KycFileField as FileFieldName, KycFormValues } from "./kyc-steps";

type Props = { form: UseFormReturn<KycFormValues>; name: FileFieldName; label: string };

/** One ID photo: checked for type and size as soon as it is picked, and shown back before it is sent. */
export function KycFileField({ form, name, label }: Props) {
  const t = useTranslations("investor.kyc.file");
  const id = `kyc-${name}`;
  const hintId = `${id}-hint`;
  const error = form.formState.errors[name]?.message;

  const check = (file: File) => {
    const result = kycDocumentsSchema.shape[name].safeParse(file);
    if (result.success) form.clearErrors(name);
    else form.setError(name, { type: "validate", message: result.error.issues[0]?.message });
  };

  const a11y = fieldA11y(id, error, hintId);

  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <>
            <Input
              type="file"
              accept={KYC_IMAGE_TYPES.join(",")}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => {
                const file = e.target.files?.[0];
                // Cancelling the browser's file picker keeps the photo already chosen.
                if (!file) return;
                field.onChange(file);
                check(file);
              }}
              className="h-auto min-w-0 cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium"
              aria-required
              {...a11y}
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              {t("hint")}
            </p>
            {field.value && <ChosenFile file={field.value} label={label} showPreview={!error} />}
          </>
        )}
      />
    </FormField>
  );
}

function ChosenFile({ file, label, showPreview }: { file: File; label: string; showPreview: boolean }) {
  const t = useTranslations("investor.kyc.file");
  return (
    <figure className="grid gap-1">
      {showPreview && <FilePreview file={file} label={label} />}
      <figcaption className="break-all text-xs text-muted-foreground">
        {t("selected", { name: file.name })}
      </figcaption>
    </figure>
  );
}

function FilePreview({ file, label }: { file: File; label: string }) {
  const t = useTranslations("investor.kyc.file");
  const url = useObjectUrl(file);
  if (!url) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a local file; nothing to optimise
    <img
      src={url}
      alt={t("preview", { label })}
      className="max-h-40 w-auto max-w-full rounded border object-contain"
    />
  );
}
