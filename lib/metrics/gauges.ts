// The gauges a scrape reads: each fills itself in its collect() from the cached figures (lib/metrics/figures.ts),
// the reconciliation run at most every 10 minutes, the hot wallets' node balances and the price feeds' state.
import { Gauge, type Registry } from "prom-client";
import { getFxRates, fxFeedLive } from "@/lib/fx/get-fx-rates";
import { priceFeedAges } from "@/lib/prices/usd-prices";
import { figures, JOB_STATES } from "./figures";
import { hotWalletBalances } from "./hot-wallet-balances";
import { reconcileMismatches } from "./reconcile-figure";

export function registerGauges(registry: Registry): void {
  const registers = [registry];
  new Gauge({
    name: "apex_jobs",
    help: "Jobs of the durable queue by state (waiting, running, failed: waiting for a retry, dead: out of tries)",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      const { jobs } = await figures();
      for (const state of JOB_STATES) this.set({ state }, jobs[state]);
    },
  });
  new Gauge({
    name: "apex_deposit_scanner_lag_blocks",
    help: "Blocks between the node's tip at the last scan and the last block the deposit scanner recorded",
    labelNames: ["chain"] as const,
    registers,
    async collect() {
      const { scanners } = await figures();
      this.reset();
      for (const s of scanners) if (s.lag !== null) this.set({ chain: s.chain }, s.lag);
    },
  });
  new Gauge({
    name: "apex_deposit_scanner_last_scan_timestamp_seconds",
    help: "When the deposit scanner last finished a scan of the chain (Unix time; 0: never)",
    labelNames: ["chain"] as const,
    registers,
    async collect() {
      const { scanners } = await figures();
      this.reset();
      for (const s of scanners) this.set({ chain: s.chain }, s.lastScanAt ?? 0);
    },
  });
  new Gauge({
    name: "apex_hot_wallet_balance",
    help: "What each hot wallet holds, by chain and asset (the node's answer, in whole units)",
    labelNames: ["chain", "asset"] as const,
    registers,
    async collect() {
      const balances = await hotWalletBalances();
      this.reset();
      for (const b of balances) this.set({ chain: b.chain, asset: b.asset }, b.amount);
    },
  });
  new Gauge({
    name: "apex_hot_wallet_low",
    help: "1 when payouts from the chain's hot wallet wait for funds or gas, else 0",
    labelNames: ["chain"] as const,
    registers,
    async collect() {
      const { hotWallets } = await figures();
      this.reset();
      for (const w of hotWallets) this.set({ chain: w.chain }, w.low ? 1 : 0);
    },
  });
  new Gauge({
    name: "apex_payout_batches_refused",
    help: "Signed payout batches the node refused to broadcast and nobody cancelled yet, by chain",
    labelNames: ["chain"] as const,
    registers,
    async collect() {
      const { refusedBatches } = await figures();
      for (const [chain, n] of Object.entries(refusedBatches)) this.set({ chain }, n);
    },
  });
  new Gauge({
    name: "apex_withdrawals",
    help: "Withdrawal requests by status",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      const { withdrawals } = await figures();
      for (const [status, n] of Object.entries(withdrawals)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: "apex_approvals_pending",
    help: "Proposals waiting for a second administrator",
    registers,
    async collect() {
      this.set((await figures()).approvalsPending);
    },
  });
  new Gauge({
    name: "apex_ledger_reconcile_mismatches",
    help: "Balances that differ from the sum of their ledger entries, as of a reconciliation at most 10 minutes old",
    registers,
    async collect() {
      this.set(await reconcileMismatches());
    },
  });
  new Gauge({
    name: "apex_price_feed_age_seconds",
    help: "Age of each coin's newest price from the feed (a feed never reached: since this process first asked)",
    labelNames: ["asset"] as const,
    registers,
    async collect() {
      // Asks the feed when its cached answer is over a minute old, as any price read does.
      await getFxRates();
      this.reset();
      for (const [asset, age] of Object.entries(priceFeedAges())) this.set({ asset }, age);
    },
  });
  new Gauge({
    name: "apex_fx_feed_live",
    help: "1 when the exchange rates come from the feed, 0 when the fixed fallback rates are used",
    registers,
    async collect() {
      this.set((await fxFeedLive()) ? 1 : 0);
    },
  });
}
