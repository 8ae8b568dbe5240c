"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { COINS, type Coin } from "@/lib/enums";
import type { AdminUser } from "@/lib/hooks/admin/use-admin-users";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { useAssetLabel } from "../use-admin-labels";
import { CreditUsdValue } from "./credit-usd-value";
import { localNow, useCreditForm } from "./use-credit-form";
import type { UserDialogProps } from "./use-user-dialogs";

/** Credit Balance: currency (default BITCOIN), amount, reason, date. */
export function CreditDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
  return (
    <Dialog open={!!user} onOpenChange={(open) => !open && onClose()}>
      {user && <CreditForm key={user.id} user={user} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus} />}
    </Dialog>
  );
}

function CreditForm({ user, onClose, onCloseAutoFocus }: UserDialogProps & { user: AdminUser }) {
  const t = useTranslations("admin.users.credit");
  const assetName = useAssetLabel();
  const { values, set, errors, submit, busy, canSubmit } = useCreditForm(user, onClose);
  const guard = (e: Event) => busy && e.preventDefault();
  const a11y = {
    currency: fieldA11y("credit-currency", errors.currency),
    amount: fieldA11y("credit-amount", errors.amount, "credit-usd"),
    reason: fieldA11y("credit-reason", errors.reason),
    date: fieldA11y("credit-date", errors.date, "credit-date-hint"),
  };
  return (
    <DialogContent
      hideClose={busy}
      onCloseAutoFocus={onCloseAutoFocus}
      onEscapeKeyDown={guard}
      onInteractOutside={guard}
    >
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription className="break-words">
          {t("description", { name: user.name, email: user.email })}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate aria-busy={busy} className="grid gap-4">
        <fieldset disabled={busy} className="grid gap-4">
          <FormField id="credit-currency" label={t("currency")} error={errors.currency}>
            <Select value={values.currency} onValueChange={(v) => set("currency", v as Coin)} disabled={busy}>
              <SelectTrigger {...a11y.currency}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {COINS.map((c) => (
                  <SelectItem key={c} value={c}>
                    {t("coin", { name: assetName(c), symbol: ASSET_SYMBOLS[c] })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="credit-amount" label={t("amount")} error={errors.amount}>
            <Input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00000000"
              value={values.amount}
              onChange={(e) => set("amount", e.target.value)}
              // Up to 8 decimals (step 0.00000001): a text field keeps every digit as typed,
              // where a number field would round or reformat it.
              {...a11y.amount}
            />
          </FormField>
          <CreditUsdValue id="credit-usd" currency={values.currency} amount={values.amount} />
          <FormField id="credit-reason" label={t("reason")} error={errors.reason}>
            <Input
              value={values.reason}
              placeholder={t("defaultReason")}
              maxLength={500}
              onChange={(e) => set("reason", e.target.value)}
              {...a11y.reason}
            />
          </FormField>
          <FormField id="credit-date" label={t("date")} error={errors.date}>
            <Input
              type="datetime-local"
              step={1800}
              max={localNow()}
              value={values.date}
              onChange={(e) => set("date", e.target.value)}
              {...a11y.date}
            />
            <p id="credit-date-hint" className="text-xs text-muted-foreground">
              {t("dateHint")}
            </p>
          </FormField>
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <SubmitButton busy={busy} busyLabel={t("busy")} size="default" disabled={busy || !canSubmit}>
            {t("submit")}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
