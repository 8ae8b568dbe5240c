"use client";
// The fields of each step ("KYC form"), in the order the steps' schemas list them.
import type { UseFormReturn } from "react-hook-form";
import { DOCUMENT_TYPES, GENDERS, type DocumentType, type Gender } from "@/lib/validation/kyc";
import { KycFileField } from "./kyc-file-field";
import { KycSelectField } from "./kyc-select-field";
import type { KycFormValues, KycStepIndex } from "./kyc-steps";
import { KycTextField } from "./kyc-text-field";

type Form = UseFormReturn<KycFormValues>;

const GENDER_LABELS: Record<Gender, string> = { male: "Male", female: "Female", other: "Other" };
const DOCUMENT_LABELS: Record<DocumentType, string> = {
  passport: "Passport",
  drivers_license: "Driver's License",
  national_id: "National ID",
};
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
const DOCUMENT_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_LABELS[value] }));

function PersonalInfoFields({ form }: { form: Form }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <KycTextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
      <KycTextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
      <KycTextField form={form} name="ssn" label="SSN" autoComplete="off" inputMode="numeric" />
      <KycTextField form={form} name="city" label="City" autoComplete="address-level2" />
      <KycTextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
      <KycSelectField
        form={form}
        name="gender"
        label="Gender"
        placeholder="Select gender"
        options={GENDER_OPTIONS}
      />
      <KycTextField
        form={form}
        name="address"
        label="Address"
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <KycTextField form={form} name="state" label="State/Province" autoComplete="address-level1" />
      <KycTextField form={form} name="zip" label="ZIP/Postal Code" autoComplete="postal-code" />
      <KycTextField form={form} name="dob" label="Date of Birth" type="date" autoComplete="bday" />
    </div>
  );
}

function BankDetailsFields({ form }: { form: Form }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <KycTextField form={form} name="accountHolderName" label="Account Holder Name" autoComplete="name" />
      <KycTextField form={form} name="bankName" label="Bank Name" autoComplete="off" />
      <KycTextField
        form={form}
        name="accountNumber"
        label="Account Number"
        autoComplete="off"
        inputMode="numeric"
      />
      <KycTextField
        form={form}
        name="routingNumber"
        label="Routing Number"
        autoComplete="off"
        inputMode="numeric"
      />
      <KycTextField form={form} name="branch" label="Bank Branch" autoComplete="off" />
    </div>
  );
}

function DocumentUploadFields({ form }: { form: Form }) {
  return (
    <div className="grid gap-4">
      <KycSelectField
        form={form}
        name="documentType"
        label="Document Type"
        placeholder="Select document type"
        options={DOCUMENT_OPTIONS}
      />
      <KycFileField form={form} name="frontId" label="Front of ID" />
      <KycFileField form={form} name="backId" label="Back of ID" />
      <KycFileField form={form} name="holdingId" label="Photo Holding ID" />
    </div>
  );
}

export function KycStepFields({ form, step }: { form: Form; step: KycStepIndex }) {
  if (step === 0) return <PersonalInfoFields form={form} />;
  if (step === 1) return <BankDetailsFields form={form} />;
  return <DocumentUploadFields form={form} />;
}
