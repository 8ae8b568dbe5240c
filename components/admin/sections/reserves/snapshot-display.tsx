import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDateTime, formatExactAmount, formatPercent, shortenAddress } from "@/lib/format";
import { POR_ASSETS, type AdminSnapshot } from "./use-reserves";

/** A coverage ratio ("1.0250") as a percentage, or that nothing is owed. */
export function CoverageRatio({ ratio }: { ratio: string | null }) {
  const t = useTranslations("admin.reserves");
  if (ratio === null) return <span className="text-muted-foreground">{t("nothingOwed")}</span>;
  const below = Number(ratio) < 1;
  return (
    <Badge variant={below ? "danger" : "success"} className="tabular-nums">
      {formatPercent(Number(ratio) * 100)}
    </Badge>
  );
}

export function TakenAt({ snapshot }: { snapshot: AdminSnapshot }) {
  return (
    <time className="whitespace-nowrap" dateTime={snapshot.takenAt}>
      {formatDateTime(snapshot.takenAt)}
    </time>
  );
}

/** The root hash shortened, with a button that copies the whole of it. */
export function RootHash({ snapshot }: { snapshot: AdminSnapshot }) {
  const t = useTranslations("admin.reserves");
  return (
    <span className="flex items-center gap-2">
      <code className="font-mono text-xs" title={snapshot.root.hash}>
        {shortenAddress(snapshot.root.hash, 8, 6)}
      </code>
      <CopyButton
        value={snapshot.root.hash}
        label={t("copyRoot", { date: formatDateTime(snapshot.takenAt) })}
        className="h-8 px-2"
      >
        {t("copy")}
      </CopyButton>
    </span>
  );
}

/** The totals owed, one line per asset that is owed anything (all five when none is). */
export function Totals({ snapshot }: { snapshot: AdminSnapshot }) {
  const owed = POR_ASSETS.filter((a) => Number(snapshot.root.sums[a]) !== 0);
  const shown = owed.length ? owed : POR_ASSETS;
  return (
    <ul className="space-y-0.5 text-xs tabular-nums">
      {shown.map((asset) => (
        <li key={asset} className="whitespace-nowrap">
          {formatExactAmount(snapshot.root.sums[asset], asset)}
        </li>
      ))}
    </ul>
  );
}

/** Coverage per asset owed: the asset and its ratio. */
export function CoverageList({ snapshot }: { snapshot: AdminSnapshot }) {
  const owed = POR_ASSETS.filter((a) => snapshot.coverage[a].ratio !== null);
  const t = useTranslations("admin.reserves");
  if (!owed.length) return <span className="text-muted-foreground">{t("nothingOwed")}</span>;
  return (
    <ul className="flex flex-wrap gap-1 text-xs">
      {owed.map((asset) => (
        <li key={asset} className="flex items-center gap-1">
          <span className="text-muted-foreground">{asset}</span>
          <CoverageRatio ratio={snapshot.coverage[asset].ratio} />
        </li>
      ))}
    </ul>
  );
}

/** How many of the snapshot's addresses signed it. */
export function SignedCount({ snapshot }: { snapshot: AdminSnapshot }) {
  const t = useTranslations("admin.reserves");
  const addresses = new Map<string, boolean>();
  for (const r of snapshot.reserves) {
    const key = `${r.network}:${r.address}`;
    addresses.set(key, (addresses.get(key) ?? false) || r.signed);
  }
  const signed = [...addresses.values()].filter(Boolean).length;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {t("signedCount", { signed, total: addresses.size })}
    </span>
  );
}
