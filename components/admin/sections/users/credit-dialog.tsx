"use client";

import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
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
import { ApiClientError } from "@/lib/api-client";
import { COINS, type Coin } from "@/lib/enums";
import { errorMessage } from "@/lib/error-message";
import { useCreditUser, type AdminUser, type CreditBody } from "@/lib/hooks/admin/use-admin-users";
import { WITHDRAWAL_ASSET_LABELS } from "@/lib/labels";
import { creditSchema } from "@/lib/validation/admin";
import { useAdminDashboard } from "@/components/admin/admin-dashboard-context";
import { CreditUsdValue } from "./credit-usd-value";
import type { UserDialogProps } from "./use-user-dialogs";

// spec 2 §8.
export const CREDIT_FAILED = "Failed to credit user";
const DEFAULT_REASON = "Admin credit";
const FIELDS = ["currency", "amount", "reason", "date"] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** A datetime-local value for now (minutes): the picker's upper bound, as the server refuses future dates. */
function localNow(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The picker's local time as the ISO instant the route takes; anything unreadable goes as typed. */
function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** Field errors from zod issues or the server's `errors[]`; a user-id error belongs with the amount. */
function toErrors(list: { path: string; message: string }[]): Errors {
  const out: Errors = {};
  for (const e of list) {
    const field: Field | undefined = e.path === "userId" ? "amount" : FIELDS.find((f) => f === e.path);
    if (field && !out[field]) out[field] = e.message;
  }
  return out;
}

/** spec 2 §2.5, §3, §5 Credit Balance: currency (default BITCOIN), amount, reason, date. */
export function CreditDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
  return (
    <Dialog open={!!user} onOpenChange={(open) => !open && onClose()}>
      {user && <CreditForm key={user.id} user={user} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus} />}
    </Dialog>
  );
}

function CreditForm({ user, onClose, onCloseAutoFocus }: UserDialogProps & { user: AdminUser }) {
  const { admin } = useAdminDashboard();
  const credit = useCreditUser();
  const [currency, setCurrency] = useState<Coin>("BITCOIN");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  // Empty means "now" (the server's default); a date back-dates the deposit.
  const [date, setDate] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  // isPending arrives a render late; a second click in between must not credit twice.
  const sending = useRef(false);
  const busy = credit.isPending;
  // spec 2 §5: disabled while the amount is 0 or less; other bad input gets the spec's message on submit.
  const notPositive = Number(amount.trim() || "0") <= 0;

  const edit = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || notPositive) return;
    const body: CreditBody = {
      userId: user.id,
      currency,
      amount: amount.trim(),
      reason: reason.trim() || DEFAULT_REASON,
      date: toIso(date),
      adminId: admin.id,
    };
    const check = creditSchema.safeParse(body);
    if (!check.success) {
      setErrors(toErrors(check.error.issues.map((i) => ({ path: String(i.path[0]), message: i.message }))));
      return;
    }
    sending.current = true;
    try {
      const res = await credit.mutateAsync(body);
      toast.success(res.message);
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError) setErrors(toErrors(err.errors ?? []));
      toast.error(errorMessage(err, CREDIT_FAILED));
    } finally {
      sending.current = false;
    }
  };

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
            <Select
              value={currency}
              onValueChange={(v) => {
                setCurrency(v as Coin);
                edit("currency");
              }}
              disabled={busy}
            >
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
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                edit("amount");
              }}
              // Up to 8 decimals (spec 2 §5 step 0.00000001): a text field keeps every digit as typed,
              // where a number field would round or reformat it.
              {...fieldA11y("credit-amount", errors.amount, "credit-usd")}
            />
          </FormField>
          <CreditUsdValue id="credit-usd" currency={currency} amount={amount} />
          <FormField id="credit-reason" label="Reason" error={errors.reason}>
            <Input
              value={reason}
              placeholder={DEFAULT_REASON}
              maxLength={500}
              onChange={(e) => {
                setReason(e.target.value);
                edit("reason");
              }}
              {...fieldA11y("credit-reason", errors.reason)}
            />
          </FormField>
          <FormField id="credit-date" label="Date (optional)" error={errors.date}>
            <Input
              type="datetime-local"
              step={1800}
              max={localNow()}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                edit("date");
              }}
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
          <SubmitButton busy={busy} busyLabel="Crediting..." size="default" disabled={busy || notPositive}>
            Credit Balance
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
