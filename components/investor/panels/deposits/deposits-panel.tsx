"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useDepositAddresses } from "@/lib/hooks/use-deposits";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { DepositAddressTabs } from "./deposit-address-tabs";
import { DepositCreditNotice } from "./deposit-credit-notice";
import { DepositInstructions } from "./deposit-instructions";
import { CONFIRMATIONS } from "./deposit-assets";
import { DepositStats } from "./deposit-stats";
import { OptionCards } from "./option-cards";

// Deposits: pick an asset, then its network, then read or scan the address to send to.
export function DepositsPanel() {
  const t = useTranslations("investor.deposits");
  const errorText = useErrorText();
  const depositAssetName = (symbol: string) =>
    t.has(`assetNames.${symbol}`) ? t(`assetNames.${symbol}`) : symbol;
  const { navigate } = useInvestorDashboard();
  const addresses = useDepositAddresses();
  const [asset, setAsset] = useState<string | null>(null);
  const [network, setNetwork] = useState<string | null>(null);

  const list = addresses.data ?? [];
  const assets = [...new Set(list.map((a) => a.asset))];
  const networks = list.filter((a) => a.asset === asset);
  const chosen = networks.find((a) => a.network === network);
  // An answer from before the field existed has every network available.
  const unavailable = chosen?.available === false;
  const availableAssets = new Set(list.filter((a) => a.available !== false).map((a) => a.asset));

  const chooseAsset = (next: string) => {
    setAsset(next);
    // A network belongs to one asset: a new asset asks for its network afresh, unless it has only one.
    const only = list.filter((a) => a.asset === next);
    setNetwork(only.length === 1 ? only[0]!.network : null);
  };

  return (
    <div className="space-y-6">
      {/* Assets, not asset-network pairs: USDT on three networks is one asset. */}
      <DepositStats assetCount={addresses.isError ? "—" : addresses.data && availableAssets.size} />

      <section
        aria-labelledby="make-deposit-heading"
        className="space-y-6 rounded-lg border bg-card p-5 sm:p-6"
      >
        <div>
          <h2 id="make-deposit-heading" className="text-lg font-semibold">
            {t("make.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("make.description")}</p>
        </div>

        {addresses.isPending ? (
          <div
            role="status"
            aria-label={t("make.loading")}
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          >
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : addresses.isError ? (
          <LoadError
            compact
            message={errorText(addresses.error, t("make.loadFailed"))}
            onRetry={() => void addresses.refetch()}
          />
        ) : (
          <>
            <OptionCards
              legend={t("make.selectAsset")}
              name="deposit-asset"
              options={assets.map((a) => ({ value: a, label: a, hint: depositAssetName(a) }))}
              value={asset}
              onChange={chooseAsset}
            />
            {asset && (
              <OptionCards
                legend={t("make.selectNetwork")}
                name="deposit-network"
                options={networks.map((n) => ({ value: n.network, label: n.network }))}
                value={network}
                onChange={setNetwork}
              />
            )}
            {unavailable ? (
              <Alert variant="warning">
                <p className="font-medium">{t("make.unavailable")}</p>
              </Alert>
            ) : chosen ? (
              <DepositAddressTabs key={`${chosen.asset}-${chosen.network}`} deposit={chosen} />
            ) : (
              <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
                {asset ? t("make.chooseNetwork") : t("make.chooseAsset")}
              </p>
            )}
          </>
        )}
      </section>

      {!unavailable && (
        <DepositCreditNotice
          team={chosen ? !chosen.personal : !list.some((a) => a.personal)}
          confirmations={chosen?.requiredConfirmations ?? CONFIRMATIONS}
          onViewHistory={() => navigate("deposit-history")}
          onContactSupport={() => navigate("support")}
        />
      )}

      {chosen && !unavailable && (
        <section aria-labelledby="deposit-instructions-heading" className="space-y-3">
          <h2 id="deposit-instructions-heading" className="text-lg font-semibold">
            {t("beforeYouSend")}
          </h2>
          <DepositInstructions
            asset={chosen.asset}
            network={chosen.network}
            confirmations={chosen.requiredConfirmations}
          />
        </section>
      )}
    </div>
  );
}
