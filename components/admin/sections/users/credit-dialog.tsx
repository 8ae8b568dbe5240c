"use client";

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
import { WITHDRAWAL_ASSET_LABELS } from "@/lib/labels";
import { CreditUsdValue } from "./credit-usd-value";
import { DEFAULT_CREDIT_REASON, localNow, useCreditForm } from "./use-credit-form";
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
  const { values, set, errors, submit, busy, canSubmit } = useCreditForm(user, onClose);
  const guard = (e: Event) => busy && e.preventDefault();
  return (
    <DialogContent
      hideClose={busy}
      onCloseAutoFocus={onCloseAutoFocus}
      onEscapeKeyDown={guard}
      onInteractOutside={guard}
    >
      <DialogHeader>
        <DialogTitle>Credit Balance</DialogTitle>
        <DialogDescription className="break-words">
          Credit {user.name} ({user.email}). The credit counts as a confirmed deposit.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate aria-busy={busy} className="grid gap-4">
        <fieldset disabled={busy} className="grid gap-4">
          <FormField id="credit-currency" label="Currency" error={errors.currency}>
            <Select value={values.currency} onValueChange={(v) => set("currency", v as Coin)} disabled={busy}>
              <SelectTrigger {...fieldA11y("credit-currency", errors.currency)}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {COINS.map((c) => (
                  <SelectItem key={c} value={c}>
                    {WITHDRAWAL_ASSET_LABELS[c]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="credit-amount" label="Amount" error={errors.amount}>
            <Input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00000000"
              value={values.amount}
              onChange={(e) => set("amount", e.target.value)}
              // Up to 8 decimals (step 0.00000001): a text field keeps every digit as typed,
              // where a number field would round or reformat it.
              {...fieldA11y("credit-amount", errors.amount, "credit-usd")}
            />
          </FormField>
          <CreditUsdValue id="credit-usd" currency={values.currency} amount={values.amount} />
          <FormField id="credit-reason" label="Reason" error={errors.reason}>
            <Input
              value={values.reason}
              placeholder={DEFAULT_CREDIT_REASON}
              maxLength={500}
              onChange={(e) => set("reason", e.target.value)}
              {...fieldA11y("credit-reason", errors.reason)}
            />
          </FormField>
          <FormField id="credit-date" label="Date (optional)" error={errors.date}>
            <Input
              type="datetime-local"
              step={1800}
              max={localNow()}
              value={values.date}
              onChange={(e) => set("date", e.target.value)}
              {...fieldA11y("credit-date", errors.date, "credit-date-hint")}
            />
            <p id="credit-date-hint" className="text-xs text-muted-foreground">
              Leave empty to record the credit now.
            </p>
          </FormField>
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton busy={busy} busyLabel="Crediting..." size="default" disabled={busy || !canSubmit}>
            Credit Balance
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
