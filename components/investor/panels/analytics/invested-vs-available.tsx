import { formatUsd } from "@/lib/format";
import { share } from "./analytics-format";

type Props = { invested: number; available: number };

/** How much of the investor's money is working in plans and how much sits in balances, as one split bar. */
export function InvestedVsAvailable({ invested, available }: Props) {
  const total = invested + available;
  const investedShare = share(invested, total);
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden className="size-3 rounded-sm bg-primary" />
            Invested
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{formatUsd(invested)}</dd>
          <dd className="text-xs text-muted-foreground">{investedShare} of your money</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden className="size-3 rounded-sm bg-accent" />
            Available
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{formatUsd(available)}</dd>
          <dd className="text-xs text-muted-foreground">{share(available, total)} of your money</dd>
        </div>
      </dl>
      <div
        role="img"
        aria-label={`${investedShare} invested, ${share(available, total)} available`}
        className="flex h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="bg-primary" style={{ width: investedShare }} />
        <div className="bg-accent" style={{ width: share(available, total) }} />
      </div>
    </div>
  );
}
