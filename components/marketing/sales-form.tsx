"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CONTACT_LIMITS } from "@/lib/contact/texts";
import type { SalesInquiryForm } from "@/lib/validation/contact";
import { lazyResolver } from "./lazy-resolver";

const validation = lazyResolver<SalesInquiryForm, SalesInquiryForm>(async () => {
  const [{ zodResolver }, { salesInquirySchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/validation/contact"),
  ]);
  return zodResolver(salesInquirySchema);
});

// Talk to Sales: submitting only shows the thank-you view; nothing is sent.
export function SalesForm() {
  const t = useTranslations("marketing.sales.form");
  const form = useForm<SalesInquiryForm>({
    resolver: validation.resolver,
    defaultValues: { name: "", email: "", company: "", message: "" },
  });
  const { errors } = form.formState;
  const [submitted, setSubmitted] = useState(false);

  if (submitted) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
        <CircleCheck aria-hidden className="size-12 text-emerald-600" />
        <p className="max-w-md text-lg font-semibold text-slate-950">{t("thanks")}</p>
        <Button
          variant="outline"
          onClick={() => {
            form.reset();
            setSubmitted(false);
          }}
        >
          {t("again")}
        </Button>
      </div>
    );
  }

  // Each input's registration and accessibility wiring (its error announced with it), by field name.
  const inputProps = {
    name: { ...fieldA11y("sales-name", errors.name?.message), ...form.register("name") },
    email: { ...fieldA11y("sales-email", errors.email?.message), ...form.register("email") },
    company: { ...fieldA11y("sales-company", errors.company?.message), ...form.register("company") },
    message: { ...fieldA11y("sales-message", errors.message?.message), ...form.register("message") },
  };

  return (
    <form
      onSubmit={form.handleSubmit(() => setSubmitted(true))}
      onFocus={validation.preload}
      noValidate
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="sales-name" label={t("name")} error={errors.name?.message}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} required {...inputProps.name} />
        </FormField>
        <FormField id="sales-email" label={t("email")} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            required
            {...inputProps.email}
          />
        </FormField>
      </div>
      <FormField id="sales-company" label={t("company")} error={errors.company?.message}>
        <Input autoComplete="organization" maxLength={CONTACT_LIMITS.company} {...inputProps.company} />
      </FormField>
      <FormField id="sales-message" label={t("message")} error={errors.message?.message}>
        <Textarea rows={4} maxLength={CONTACT_LIMITS.message} required {...inputProps.message} />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        {t("submit")}
      </Button>
    </form>
  );
}
