import { useTranslations } from "next-intl";
import { formatNumber } from "@/lib/format";
import { MIN_DEPOSIT } from "./deposit-assets";

type Props = { asset: string; network: string; confirmations: number };

/** Deposits: the notes and details for the chosen asset and network. */
export function DepositInstructions({ asset, network, confirmations }: Props) {
  const t = useTranslations("investor.deposits.instructions");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="deposit-notes-heading" className="rounded-lg border bg-card p-5">
        <h3 id="deposit-notes-heading" className="font-semibold">
          {t("notesTitle")}
        </h3>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
          <li>{t("onlyAsset", { asset })}</li>
          <li>{t("onlyNetwork", { network })}</li>
          <li>{t("minimum", { amount: formatNumber(MIN_DEPOSIT, 3), asset })}</li>
        </ul>
      </section>
      <section aria-labelledby="deposit-details-heading" className="rounded-lg border bg-card p-5">
        <h3 id="deposit-details-heading" className="font-semibold">
          {t("detailsTitle")}
        </h3>
        <dl className="mt-3 space-y-1.5 text-sm">
          <Detail term={t("processingTime")} value={t("processingTimeValue")} />
          <Detail term={t("networkFee")} value={t("networkFeeValue")} />
          <Detail term={t("confirmations")} value={t("confirmationsValue", { count: confirmations })} />
        </dl>
      </section>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
