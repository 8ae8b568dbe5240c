"use client";
// Redeem: a FLEXIBLE position in part or whole (an amount, or Max), a FIXED one in whole by its plan's rule.
// The server's quote (returned, forfeited) follows the amount as it is typed; the redemption is confirmed
// with the withdrawal PIN, as a withdrawal is. The form is mounted once per opening, so its Idempotency-Key
// (useRedeem) belongs to this opening and its retries; a refusal the server decided starts a new one.
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/submit-button";
import { isApiError } from "@/lib/api-client";
import { formatExactAmount } from "@/lib/format";
import { useRedeem, useRedemptionQuote, type Position } from "@/lib/hooks/use-earn";
import { usePinStatus } from "@/lib/hooks/use-pin-status";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { assetSymbol } from "@/lib/labels";
import { Money } from "@/lib/money/decimal";

const AMOUNT = /^(?:\d+(?:\.\d{0,8})?|\.\d{1,8})$/;
const QUOTE_DELAY_MS = 300;

type Props = {
  position: Position | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

export function RedeemDialog({ position, onClose, onCloseAutoFocus }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={!!position} onOpenChange={(open) => !open && !busy && onClose()}>
      {position && (
        <DialogContent hideClose={busy} onCloseAutoFocus={onCloseAutoFocus}>
          <RedeemForm position={position} onDone={onClose} onBusy={setBusy} />
        </DialogContent>
      )}
    </Dialog>
  );
}

type AmountCheck = { amount: string | null; error: string | null };

/** The amount typed, checked as the route will: a positive decimal of at most 8 places, not above the principal. */
function useAmountCheck(position: Position, raw: string): AmountCheck {
  const t = useTranslations("investor.investments.redeem");
  if (position.kind !== "FLEXIBLE") return { amount: "", error: null };
  const value = raw.trim();
  if (!value) return { amount: null, error: null };
  if (!AMOUNT.test(value) || new Money(value).lte(0)) return { amount: null, error: t("amountInvalid") };
  if (new Money(value).gt(position.amount)) return { amount: null, error: t("abovePrincipal") };
  return { amount: new Money(value).toFixed(), error: null };
}

/** The value after it has stopped changing for a moment: one quote per pause, not one per keystroke. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function RedeemForm({
  position,
  onDone,
  onBusy,
}: {
  position: Position;
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const t = useTranslations("investor.investments.redeem");
  const rules = useTranslations("investor.invest.plan.rules");
  const errorText = useErrorText();
  const ids = useId();
  const amountId = `${ids}-amount`;
  const pinId = `${ids}-pin`;
  const flexible = position.kind === "FLEXIBLE";
  const asset = position.asset;

  const [rawAmount, setRawAmount] = useState("");
  const [pin, setPin] = useState("");
  const [touched, setTouched] = useState(false);
  const [pinError, setPinError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const checked = useAmountCheck(position, rawAmount);
  const quoted = useSettled(checked.amount, flexible ? QUOTE_DELAY_MS : 0);
  const quote = useRedemptionQuote(position.id, checked.amount === null ? null : quoted);
  const quoteCurrent = quote.data && quoted === checked.amount;
  const pinStatus = usePinStatus();
  const redeem = useRedeem();
  const sending = useRef(false);
  const amountError =
    checked.error ?? (touched && flexible && !rawAmount.trim() ? t("amountRequired") : null);
  // A refusal the server decided (a fixed plan that cannot be redeemed early): nothing to confirm.
  const refused = quote.isError && isApiError(quote.error) && quote.error.status < 500;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setTouched(true);
    setFormError(null);
    const pinProblem = !pin ? t("pinRequired") : /^\d{4}$/.test(pin) ? null : t("pinInvalid");
    setPinError(pinProblem);
    if (checked.amount === null || checked.error || pinProblem || refused) return;
    sending.current = true;
    onBusy(true);
    try {
      const answer = await redeem.mutateAsync({
        id: position.id,
        ...(flexible ? { amount: checked.amount } : {}),
        pin,
      });
      toast.success(t("success", { amount: formatExactAmount(answer.returned, answer.asset) }));
      onBusy(false);
      onDone();
    } catch (err) {
      setPin("");
      setFormError(errorText(err, t("failed")));
      onBusy(false);
    } finally {
      sending.current = false;
    }
  };

  const rule =
    position.earlyRedemption === "PENALTY"
      ? rules("PENALTY", { percent: `${position.earlyRedemptionPenaltyPercent}%` })
      : rules(position.earlyRedemption as "NONE" | "FORFEIT_INTEREST");

  return (
    <form className="grid min-w-0 gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{t("title", { plan: position.plan })}</DialogTitle>
        <DialogDescription>
          {flexible
            ? t("flexibleDescription", { amount: formatExactAmount(position.amount, asset) })
            : t("fixedDescription", { amount: formatExactAmount(position.amount, asset), rule })}
        </DialogDescription>
      </DialogHeader>
      {flexible && (
        <FormField
          id={amountId}
          label={t("amount", { symbol: assetSymbol(asset) })}
          error={amountError ?? undefined}
        >
          <div className="flex gap-2">
            <Input
              {...fieldA11y(amountId, amountError ?? undefined)}
              className="min-w-0 flex-1"
              inputMode="decimal"
              autoComplete="off"
              value={rawAmount}
              onChange={(e) => {
                setRawAmount(e.target.value);
                setFormError(null);
              }}
              disabled={redeem.isPending}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => setRawAmount(new Money(position.amount).toFixed())}
              disabled={redeem.isPending}
              aria-label={t("maxLabel", { amount: formatExactAmount(position.amount, asset) })}
            >
              {t("max")}
            </Button>
          </div>
        </FormField>
      )}
      <QuoteSummary
        asset={asset}
        waiting={checked.amount === null}
        loading={quote.isFetching || (!!checked.amount && !quoteCurrent && !quote.isError)}
        data={quote.data}
        error={quote.isError ? errorText(quote.error, t("quoteFailed")) : null}
      />
      {pinStatus.data === false ? (
        <Alert variant="warning">{t("noPin")}</Alert>
      ) : (
        <FormField id={pinId} label={t("pin")} error={pinError ?? undefined}>
          <Input
            {...fieldA11y(pinId, pinError ?? undefined)}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={pin}
            onChange={(e) => {
              setPin(e.target.value);
              setPinError(null);
              setFormError(null);
            }}
            disabled={redeem.isPending}
          />
        </FormField>
      )}
      <FormError message={formError} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={redeem.isPending}>
          {t("cancel")}
        </Button>
        <SubmitButton
          size="default"
          busy={redeem.isPending}
          busyLabel={t("redeeming")}
          disabled={redeem.isPending || refused || pinStatus.data === false}
        >
          {t("confirm")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

function QuoteSummary({
  asset,
  waiting,
  loading,
  data,
  error,
}: {
  asset: string;
  waiting: boolean;
  loading: boolean;
  data: { returned: string; forfeited: string } | undefined;
  error: string | null;
}) {
  const t = useTranslations("investor.investments.redeem");
  if (error) return <Alert variant="error">{error}</Alert>;
  return (
    <section
      aria-label={t("quoteLabel")}
      aria-live="polite"
      aria-busy={loading || undefined}
      className="rounded-md border bg-muted/40 p-4 text-sm"
    >
      {waiting ? (
        <p className="text-muted-foreground">{t("quoteWaiting")}</p>
      ) : loading && !data ? (
        <div className="space-y-2" role="status">
          <span className="sr-only">{t("quoteLoading")}</span>
          <Skeleton className="h-4" />
          <Skeleton className="h-4" />
        </div>
      ) : data ? (
        <dl className={loading ? "space-y-2 opacity-60" : "space-y-2"}>
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <dt className="text-muted-foreground">{t("returned")}</dt>
            <dd className="text-right font-medium tabular-nums break-all">
              {formatExactAmount(data.returned, asset)}
            </dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <dt className="text-muted-foreground">{t("forfeited")}</dt>
            <dd className="text-right font-medium tabular-nums break-all">
              {formatExactAmount(data.forfeited, asset)}
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
