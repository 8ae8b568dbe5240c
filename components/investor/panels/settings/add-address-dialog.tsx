"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
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
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { COINS, type Coin } from "@/lib/enums";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useAddWithdrawalAddress } from "@/lib/hooks/use-withdrawal-addresses";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { NETWORK_BY_COIN } from "@/lib/money/assets";
import { ADDRESS_LABEL_MAX, withdrawalAddressSchema } from "@/lib/validation/withdrawal-addresses";

type FormInput = z.input<typeof withdrawalAddressSchema>;
type FormValues = z.output<typeof withdrawalAddressSchema>;
const SERVER_FIELDS = ["label", "asset", "network", "address"] as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * Adds an address: label, asset, the asset's network (shown, not chosen) and the address, checked for that
 * network's format (checksums included) by the schema the server uses. Saved, it is not usable yet: the dialog
 * then says to confirm it from the e-mail.
 */
export function AddAddressDialog({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const t = useTranslations("investor.settings.addresses.add");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {/* Remounted on each opening (Radix unmounts closed content): a new address starts empty. */}
        <AddAddressForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddAddressForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("investor.settings.addresses.add");
  const assetName = useTranslations("investor.shell.assets");
  const errorText = useErrorText();
  const add = useAddWithdrawalAddress();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(withdrawalAddressSchema),
    defaultValues: { label: "", asset: "BITCOIN", network: NETWORK_BY_COIN.BITCOIN, address: "" },
  });
  const { errors } = form.formState;
  const asset = form.watch("asset") as Coin;
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const sendingRef = useRef(false);

  const assetLabel = (coin: Coin) =>
    assetName(coin) === ASSET_SYMBOLS[coin]
      ? ASSET_SYMBOLS[coin]
      : t("assetOption", { name: assetName(coin), symbol: ASSET_SYMBOLS[coin] });

  const onSubmit = form.handleSubmit(async (values) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setFailure(null);
    try {
      await add.mutateAsync(values);
      setSaved(true);
    } catch (err) {
      applyServerErrors(err, form.setError, SERVER_FIELDS);
      setFailure(errorText(err, t("failed")));
    } finally {
      sendingRef.current = false;
    }
  });

  if (saved)
    return (
      <div className="grid gap-5">
        <Alert variant="success">{t("saved")}</Alert>
        <DialogFooter>
          <Button type="button" onClick={onDone} autoFocus>
            {t("done")}
          </Button>
        </DialogFooter>
      </div>
    );

  const sending = add.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={sending} className="grid gap-5">
      <fieldset disabled={sending} className="grid gap-4">
        <FormField id="address-label" label={t("label")} error={errors.label?.message}>
          <Input
            autoComplete="off"
            maxLength={ADDRESS_LABEL_MAX}
            placeholder={t("labelPlaceholder")}
            {...fieldA11y("address-label", errors.label?.message)}
            {...form.register("label")}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="address-asset" label={t("asset")} error={errors.asset?.message}>
            <Controller
              control={form.control}
              name="asset"
              render={({ field }) => (
                <Select
                  value={field.value as string}
                  onValueChange={(v) => {
                    field.onChange(v);
                    form.setValue("network", NETWORK_BY_COIN[v as Coin]);
                  }}
                  disabled={sending}
                >
                  <SelectTrigger {...fieldA11y("address-asset", errors.asset?.message)}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {COINS.map((coin) => (
                      <SelectItem key={coin} value={coin}>
                        {assetLabel(coin)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="address-network" label={t("network")} error={errors.network?.message}>
            <Input
              id="address-network"
              value={NETWORK_BY_COIN[asset]}
              readOnly
              aria-readonly
              className="bg-muted"
            />
          </FormField>
        </div>
        <FormField id="address-value" label={t("address")} error={errors.address?.message}>
          <Input
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            placeholder={t("addressPlaceholder", { network: NETWORK_BY_COIN[asset] })}
            className="font-mono"
            {...fieldA11y("address-value", errors.address?.message, "address-value-hint")}
            {...form.register("address")}
          />
          <p id="address-value-hint" className="text-sm text-muted-foreground">
            {t("addressHint")}
          </p>
        </FormField>
      </fieldset>
      <FormError id="address-add-error" message={failure} />
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={sending}>
          {t("cancel")}
        </Button>
        <SubmitButton
          busy={sending}
          busyLabel={t("saving")}
          disabled={sending}
          aria-describedby={failure ? "address-add-error" : undefined}
        >
          {t("submit")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
