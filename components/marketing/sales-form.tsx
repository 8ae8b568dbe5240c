"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { CircleCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CONTACT_LIMITS, SALES_THANK_YOU_MESSAGE } from "@/lib/contact/texts";
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
        <p className="max-w-md text-lg font-semibold text-slate-950">{SALES_THANK_YOU_MESSAGE}</p>
        <Button
          variant="outline"
          onClick={() => {
            form.reset();
            setSubmitted(false);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(() => setSubmitted(true))}
      onFocus={validation.preload}
      noValidate
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="sales-name" label="Name" error={errors.name?.message}>
          <Input
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            required
            {...fieldA11y("sales-name", errors.name?.message)}
            {...form.register("name")}
          />
        </FormField>
        <FormField id="sales-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            required
            {...fieldA11y("sales-email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
      </div>
      <FormField id="sales-company" label="Company (optional)" error={errors.company?.message}>
        <Input
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.company}
          {...fieldA11y("sales-company", errors.company?.message)}
          {...form.register("company")}
        />
      </FormField>
      <FormField id="sales-message" label="Message" error={errors.message?.message}>
        <Textarea
          rows={4}
          maxLength={CONTACT_LIMITS.message}
          required
          {...fieldA11y("sales-message", errors.message?.message)}
          {...form.register("message")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        Contact Sales
      </Button>
    </form>
  );
}
