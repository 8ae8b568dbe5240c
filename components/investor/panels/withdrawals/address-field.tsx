"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PanelLink } from "@/components/investor/panel-link";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { Coin } from "@/lib/enums";
import { shortenAddress } from "@/lib/format";
import { ASSET_SYMBOLS } from "@/lib/labels";
import type { SavedAddress } from "@/lib/hooks/use-withdrawal-addresses";
import { NETWORK_BY_COIN } from "@/lib/money/assets";

/** The select's value for "type an address instead". */
export const OTHER_ADDRESS = "other";
export const ADDRESS_ID = "withdraw-address";
const SAVED_ID = "withdraw-saved-address";

type Props = {
  asset: Coin;
  /** The asset's ACTIVE saved addresses. */
  saved: SavedAddress[];
  /** "Whitelist only" is in force: only a saved address may be chosen. */
  locked: boolean;
  /** A saved address's id, OTHER_ADDRESS, or "" before a choice. */
  choice: string;
  onChoose: (choice: string) => void;
  error?: string;
  disabled: boolean;
  registration: UseFormRegisterReturn;
};

/**
 * Where the withdrawal goes: one of the asset's active saved addresses, or (unless "Whitelist only" is in force)
 * an address typed in. With the switch on and no active address for the asset there is nothing to choose: the
 * field says so and links to Settings.
 */
export function AddressField({
  asset,
  saved,
  locked,
  choice,
  onChoose,
  error,
  disabled,
  registration,
}: Props) {
  const t = useTranslations("investor.withdrawals.form");
  if (locked && saved.length === 0)
    return (
      <div className="sm:col-span-2">
        <Alert variant="warning">
          <span>
            {t.rich("noSavedAddress", {
              asset: ASSET_SYMBOLS[asset],
              link: (c) => (
                <PanelLink to="settings" params={{ tab: "addresses" }}>
                  {c}
                </PanelLink>
              ),
            })}
          </span>
        </Alert>
      </div>
    );

  const typed = !locked && (saved.length === 0 || choice === OTHER_ADDRESS);
  const input = (
    <Input
      autoComplete="off"
      spellCheck={false}
      placeholder={t("addressPlaceholder", { network: NETWORK_BY_COIN[asset] })}
      className="font-mono"
      {...fieldA11y(ADDRESS_ID, error)}
      {...registration}
    />
  );
  if (saved.length === 0)
    return (
      <FormField id={ADDRESS_ID} label={t("address")} error={error}>
        {input}
      </FormField>
    );

  return (
    <div className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
      <FormField id={SAVED_ID} label={t("savedAddress")} error={typed ? undefined : error}>
        <Select value={choice} onValueChange={onChoose} disabled={disabled}>
          <SelectTrigger
            id={SAVED_ID}
            aria-invalid={!typed && error ? true : undefined}
            aria-describedby={
              [!typed && error ? `${SAVED_ID}-error` : null, locked ? `${SAVED_ID}-hint` : null]
                .filter(Boolean)
                .join(" ") || undefined
            }
          >
            <SelectValue placeholder={t("chooseAddress")} />
          </SelectTrigger>
          <SelectContent>
            {saved.map((a) => (
              <SelectItem key={a.id} value={String(a.id)}>
                {t("savedOption", { label: a.label, address: shortenAddress(a.address, 6, 6) })}
              </SelectItem>
            ))}
            {!locked && <SelectItem value={OTHER_ADDRESS}>{t("otherAddress")}</SelectItem>}
          </SelectContent>
        </Select>
        {locked && (
          <p id={`${SAVED_ID}-hint`} className="text-sm text-muted-foreground">
            {t("whitelistOnly")}
          </p>
        )}
      </FormField>
      {typed && (
        <FormField id={ADDRESS_ID} label={t("address")} error={error}>
          {input}
        </FormField>
      )}
    </div>
  );
}
