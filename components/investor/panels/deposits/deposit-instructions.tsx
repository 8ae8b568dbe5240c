import { CONFIRMATIONS, MIN_DEPOSIT, PROCESSING_TIME } from "./deposit-assets";

type Props = { asset: string; network: string };

/** Deposits: the notes and details for the chosen asset and network. */
export function DepositInstructions({ asset, network }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="deposit-notes-heading" className="rounded-lg border bg-card p-5">
        <h3 id="deposit-notes-heading" className="font-semibold">
          Important Notes
        </h3>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
          <li>Send only {asset} to this address. Other assets sent here will be lost.</li>
          <li>Use the {network} only.</li>
          <li>
            Minimum deposit: {MIN_DEPOSIT} {asset}.
          </li>
        </ul>
      </section>
      <section aria-labelledby="deposit-details-heading" className="rounded-lg border bg-card p-5">
        <h3 id="deposit-details-heading" className="font-semibold">
          Deposit Details
        </h3>
        <dl className="mt-3 space-y-1.5 text-sm">
          <Detail term="Processing time" value={PROCESSING_TIME} />
          <Detail term="Network fee" value="Depends on network" />
          <Detail term="Confirmations" value={`${CONFIRMATIONS} block confirmations`} />
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
