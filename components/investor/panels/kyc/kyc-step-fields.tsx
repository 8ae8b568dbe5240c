"use client";
// The fields of each step ("KYC form"), in the order the steps' schemas list them.
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { DOCUMENT_TYPES, GENDERS } from "@/lib/validation/kyc";
import { KycFileField } from "./kyc-file-field";
import { KycSelectField } from "./kyc-select-field";
import type { KycFormValues, KycStepIndex } from "./kyc-steps";
import { KycTextField } from "./kyc-text-field";

type Form = UseFormReturn<KycFormValues>;

function PersonalInfoFields({ form }: { form: Form }) {
  const t = useTranslations("investor.kyc.fields");
  const genders = GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <KycTextField form={form} name="firstName" label={t("firstName")} autoComplete="given-name" />
      <KycTextField form={form} name="lastName" label={t("lastName")} autoComplete="family-name" />
      <KycTextField form={form} name="ssn" label={t("ssn")} autoComplete="off" inputMode="numeric" />
      <KycTextField form={form} name="city" label={t("city")} autoComplete="address-level2" />
      <KycTextField form={form} name="phone" label={t("phone")} type="tel" autoComplete="tel" />
      <KycSelectField
        form={form}
        name="gender"
        label={t("gender.label")}
        placeholder={t("gender.placeholder")}
        options={genders}
      />
      <KycTextField
        form={form}
        name="address"
        label={t("address")}
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <KycTextField form={form} name="state" label={t("state")} autoComplete="address-level1" />
      <KycTextField form={form} name="zip" label={t("zip")} autoComplete="postal-code" />
      <KycTextField form={form} name="dob" label={t("dob")} type="date" autoComplete="bday" />
    </div>
  );
}

function BankDetailsFields({ form }: { form: Form }) {
  const t = useTranslations("investor.kyc.fields");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <KycTextField form={form} name="accountHolderName" label={t("accountHolderName")} autoComplete="name" />
      <KycTextField form={form} name="bankName" label={t("bankName")} autoComplete="off" />
      <KycTextField
        form={form}
        name="accountNumber"
        label={t("accountNumber")}
        autoComplete="off"
        inputMode="numeric"
      />
      <KycTextField
        form={form}
        name="routingNumber"
        label={t("routingNumber")}
        autoComplete="off"
        inputMode="numeric"
      />
      <KycTextField form={form} name="branch" label={t("branch")} autoComplete="off" />
    </div>
  );
}

function DocumentUploadFields({ form }: { form: Form }) {
  const t = useTranslations("investor.kyc.fields");
  const documents = DOCUMENT_TYPES.map((value) => ({ value, label: t(`document.${value}`) }));
  return (
    <div className="grid gap-4">
      <KycSelectField
        form={form}
        name="documentType"
        label={t("document.label")}
        placeholder={t("document.placeholder")}
        options={documents}
      />
      <KycFileField form={form} name="frontId" label={t("frontId")} />
      <KycFileField form={form} name="backId" label={t("backId")} />
      <KycFileField form={form} name="holdingId" label={t("holdingId")} />
    </div>
  );
}

export function KycStepFields({ form, step }: { form: Form; step: KycStepIndex }) {
  if (step === 0) return <PersonalInfoFields form={form} />;
  if (step === 1) return <BankDetailsFields form={form} />;
  return <DocumentUploadFields form={form} />;
}
