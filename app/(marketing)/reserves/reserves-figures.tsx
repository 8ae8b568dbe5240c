"use client";
// The latest snapshot's figures, read in the browser from GET /api/reserves so the page itself stays static; its
// words come from the server component as props (the public pages send no catalogue to the browser).
import { useEffect, useState } from "react";

type Coverage = { liabilities: string; reserves: string; ratio: string | null };
type Published = {
  snapshotId: string;
  takenAt: string;
  root: { hash: string; sums: Record<string, string> };
  leafCount: number;
  reserves: {
    network: string;
    asset: string;
    address: string;
    amount: string | null;
    block: number | null;
    signed: boolean;
  }[];
  coverage: Record<string, Coverage>;
};

export type ReservesFiguresTexts = {
  loading: string;
  none: string;
  failed: string;
  takenAt: string;
  snapshot: string;
  root: string;
  investors: string;
  coverageTitle: string;
  asset: string;
  liabilities: string;
  reserves: string;
  ratio: string;
  nothingOwed: string;
  addressesTitle: string;
  noAddresses: string;
  network: string;
  address: string;
  amount: string;
  block: string;
  signature: string;
  signed: string;
  unsigned: string;
  notRead: string;
};

const ASSETS = ["USD", "BTC", "ETH", "USDT", "USDC"] as const;

export function ReservesFigures({ texts, locale }: { texts: ReservesFiguresTexts; locale: string }) {
  const [state, setState] = useState<
    { kind: "loading" | "none" | "failed" } | { kind: "ok"; data: Published }
  >({
    kind: "loading",
  });

  useEffect(() => {
    let live = true;
    fetch("/api/reserves", { headers: { accept: "application/json" } })
      .then(async (res) => {
        if (!live) return;
        if (res.status === 404) return setState({ kind: "none" });
        if (!res.ok) return setState({ kind: "failed" });
        setState({ kind: "ok", data: (await res.json()) as Published });
      })
      .catch(() => live && setState({ kind: "failed" }));
    return () => {
      live = false;
    };
  }, []);

  if (state.kind !== "ok") {
    const text = state.kind === "loading" ? texts.loading : state.kind === "none" ? texts.none : texts.failed;
    return (
      <p role="status" className="text-center text-slate-600">
        {text}
      </p>
    );
  }
  const { data } = state;
  const taken = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(data.takenAt));
  const percent = (ratio: string | null) =>
    ratio === null
      ? texts.nothingOwed
      : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(Number(ratio));

  return (
    <div className="space-y-10">
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-950">{texts.takenAt}</dt>
          <dd className="mt-1 text-slate-700">{taken} UTC</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-950">{texts.investors}</dt>
          <dd className="mt-1 text-slate-700">{new Intl.NumberFormat(locale).format(data.leafCount)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="font-semibold text-slate-950">{texts.snapshot}</dt>
          <dd className="mt-1 break-all font-mono text-xs text-slate-700">{data.snapshotId}</dd>
        </div>
        <div className="min-w-0 sm:col-span-3">
          <dt className="font-semibold text-slate-950">{texts.root}</dt>
          <dd className="mt-1 break-all font-mono text-xs text-slate-700">{data.root.hash}</dd>
        </div>
      </dl>

      <section aria-labelledby="coverage-title">
        <h2 id="coverage-title" className="text-xl font-semibold text-slate-950">
          {texts.coverageTitle}
        </h2>
        {/* Wider than a phone: it scrolls on its own, so a keyboard must be able to reach and scroll it. */}
        <div role="region" aria-labelledby="coverage-title" tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {texts.asset}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {texts.liabilities}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {texts.reserves}
                </th>
                <th scope="col" className="py-2">
                  {texts.ratio}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-800">
              {ASSETS.map((asset) => (
                <tr key={asset}>
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {asset}
                  </th>
                  <td className="py-2 pr-4 font-mono">{data.coverage[asset].liabilities}</td>
                  <td className="py-2 pr-4 font-mono">{data.coverage[asset].reserves}</td>
                  <td className="py-2">{percent(data.coverage[asset].ratio)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="addresses-title">
        <h2 id="addresses-title" className="text-xl font-semibold text-slate-950">
          {texts.addressesTitle}
        </h2>
        {data.reserves.length === 0 ? (
          <p className="mt-3 text-slate-700">{texts.noAddresses}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {data.reserves.map((r) => (
              <li
                key={`${r.network}:${r.address}:${r.asset}`}
                className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
              >
                <p className="break-all font-mono text-xs text-slate-800">{r.address}</p>
                <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                  <div>
                    <dt className="text-slate-600">{texts.network}</dt>
                    <dd className="font-medium text-slate-900">{r.network}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{texts.amount}</dt>
                    <dd className="font-mono text-slate-900">
                      {r.amount === null ? texts.notRead : `${r.amount} ${r.asset}`}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{texts.block}</dt>
                    <dd className="text-slate-900">{r.block ?? "-"}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{texts.signature}</dt>
                    <dd className={r.signed ? "font-medium text-emerald-800" : "text-slate-900"}>
                      {r.signed ? texts.signed : texts.unsigned}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
