"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { LoadError } from "@/components/ui/load-error";
import { formatDateTime, shortenAddress } from "@/lib/format";
import type { SavedAddress, useWithdrawalAddresses } from "@/lib/hooks/use-withdrawal-addresses";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { SettingsSkeleton } from "./settings-section";

type Props = {
  query: ReturnType<typeof useWithdrawalAddresses>;
  /** Opens the removal dialog for one address; the button is handed over to get focus back. */
  onRemove: (address: SavedAddress, button: HTMLButtonElement) => void;
};

/** The saved withdrawal addresses, newest first as the server sends them, each with its state and Remove. */
export function AddressList({ query, onRemove }: Props) {
  const t = useTranslations("investor.settings.addresses");
  const errorText = useErrorText();
  if (query.isPending) return <SettingsSkeleton rows={2} />;
  if (!query.data)
    return (
      <LoadError compact message={errorText(query.error, t("loadFailed"))} onRetry={() => query.refetch()} />
    );
  const { addresses } = query.data;
  if (addresses.length === 0)
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        {t("empty")}
      </p>
    );
  return (
    <ul aria-label={t("listLabel")} className="divide-y rounded-md border">
      {addresses.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
          <div className="min-w-0 flex-1 basis-56 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-words">{a.label}</span>
              <AddressStatusBadge address={a} />
            </div>
            <div className="text-sm text-muted-foreground">
              {t("assetOnNetwork", { asset: ASSET_SYMBOLS[a.asset], network: a.network })}
            </div>
            <div className="flex items-center gap-1">
              <span className="font-mono text-xs" title={a.address}>
                {shortenAddress(a.address)}
              </span>
              <CopyButton
                value={a.address}
                label={t("copyLabel", { label: a.label })}
                variant="ghost"
                size="sm"
                className="h-8 px-2"
              />
            </div>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={t("removeLabel", { label: a.label })}
            onClick={(e) => onRemove(a, e.currentTarget)}
          >
            <Trash2 aria-hidden />
            {t("remove")}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** "Awaiting confirmation", "Active from <date time>" while cooling down, "Active". */
export function AddressStatusBadge({ address }: { address: SavedAddress }) {
  const t = useTranslations("investor.settings.addresses.status");
  if (address.status === "ACTIVE") return <Badge variant="success">{t("active")}</Badge>;
  if (address.status === "COOLING_DOWN")
    return <Badge variant="default">{t("activeFrom", { date: formatDateTime(address.activeAt) })}</Badge>;
  return <Badge variant="warning">{t("unconfirmed")}</Badge>;
}
