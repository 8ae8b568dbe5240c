"use client";

import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { DepositAddress } from "@/lib/hooks/use-deposits";

/** Deposits: the chosen asset's address as text (read-only, with copy) and as a scannable QR code, with the
 *  warning that names the asset and its network (coins sent on another network are lost). */
export function DepositAddressTabs({ deposit }: { deposit: DepositAddress }) {
  const t = useTranslations("investor.deposits.address");
  const inputId = useId();
  const label = t("label", { asset: deposit.asset, network: deposit.network });
  return (
    <div className="space-y-4">
      <AddressTabs deposit={deposit} inputId={inputId} label={label} />
      <Alert variant="warning">
        <p className="font-medium">{t("warning", { asset: deposit.asset, network: deposit.network })}</p>
        {deposit.personal && <p className="mt-1">{t("personal")}</p>}
      </Alert>
    </div>
  );
}

function AddressTabs({
  deposit,
  inputId,
  label,
}: {
  deposit: DepositAddress;
  inputId: string;
  label: string;
}) {
  const t = useTranslations("investor.deposits.address");
  return (
    <Tabs defaultValue="address">
      <TabsList aria-label={t("showAs")}>
        <TabsTrigger value="address">{t("address")}</TabsTrigger>
        <TabsTrigger value="qr">{t("qr")}</TabsTrigger>
      </TabsList>
      <TabsContent value="address" className="space-y-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            readOnly
            value={deposit.address}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs sm:text-sm"
          />
          <CopyButton value={deposit.address} label={t("copy")} className="h-10 shrink-0" />
        </div>
      </TabsContent>
      <TabsContent value="qr" className="flex flex-col items-center gap-3">
        {/* A 4-module quiet zone and level M keep the code readable by phone cameras. */}
        <QRCodeSVG
          value={deposit.address}
          size={200}
          level="M"
          marginSize={4}
          role="img"
          aria-label={t("qrLabel", { asset: deposit.asset, network: deposit.network })}
          className="rounded-md border"
        />
        <p className="max-w-full break-all text-center font-mono text-xs text-muted-foreground">
          {deposit.address}
        </p>
      </TabsContent>
    </Tabs>
  );
}
