// Next.js calls register() once per server process, before it serves: refuse to start in production without
// the secrets, stamp requests with their peer address, migrate the database, start the daily interest
// schedule, the deposit watchers, the payouts and the job worker, and shut down gracefully on SIGTERM or SIGINT (lib/lifecycle/shutdown.ts).
export async function register() {
  // The imports must sit inside this literal check: Next.js compiles this file for the edge runtime too,
  // and only a constant-false branch keeps the database and node-cron out of that bundle.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // `next build` loads this file too; a build must not open (or create) the database.
    if (process.env.NEXT_PHASE === "phase-production-build") return;
    // Exit rather than throw: a deployment without its secrets, or on a development default (mail, links,
    // database), must fail at once and visibly, not serve (lib/security/production-settings.ts).
    const { areaLog } = await import("./lib/log/logger");
    const log = areaLog("startup");
    const { productionStartRefusal, isStartupRefusal, ownerPasswordProblem } =
      await import("./lib/security/production-settings");
    const refusal = productionStartRefusal();
    if (refusal) {
      log.fatal(refusal);
      // Read by a person at a terminal as often as by a log collector: the plain lines on stderr too.
      console.error(refusal);
      process.exit(1);
    }
    // A private key (or an unreadable key) in a deposit key setting: stop before any address is shown.
    const { depositKeyProblems } = await import("./lib/deposits/addresses/configured-keys");
    const keyProblems = depositKeyProblems();
    if (keyProblems.length > 0) {
      areaLog("deposits").fatal({ problems: keyProblems }, "refusing to start");
      process.exit(1);
    }
    // Production never shows the example addresses: say which networks investors cannot deposit on.
    const { unavailableDepositNetworks } = await import("./lib/deposits/addresses/fixed-addresses");
    const { env } = await import("./lib/env");
    const unavailable = unavailableDepositNetworks(env());
    if (unavailable.length > 0) {
      areaLog("deposits").warn({ networks: unavailable }, "deposits are not available on some networks");
    }
    // An unreadable hot-wallet key or Bitcoin payout wallet: stop rather than leave approved withdrawals unpaid
    // (or fail their approval); the values are never printed.
    const { hotWalletKeyProblems } = await import("./lib/payouts/signer");
    const { payoutWalletProblems } = await import("./lib/payouts/bitcoin/payout-wallet");
    const { tronPayoutAddressProblems } = await import("./lib/payouts/tron/payout-address");
    const walletProblems = [
      ...hotWalletKeyProblems(),
      ...payoutWalletProblems(),
      ...tronPayoutAddressProblems(),
    ];
    if (walletProblems.length > 0) {
      areaLog("payouts").fatal({ problems: walletProblems }, "refusing to start");
      process.exit(1);
    }
    // First, before the server answers anything: per-client rate limits need each request's socket address.
    const { installPeerStamp } = await import("./lib/net/peer-stamp");
    installPeerStamp();
    const { getDb } = await import("./db/client");
    const { logError } = await import("./lib/log-error");
    // Migrations and the seed run at start-up rather than on the first request; a failure is logged and
    // retried by the first request (getDb forgets a failed open).
    // Except a refusal (the seed's: production with no owner and no ADMIN_PASSWORD): that one stops the server.
    const opened = getDb().catch((err) => {
      if (!isStartupRefusal(err)) return logError("[db] start-up migration failed", err);
      log.fatal(err.message);
      process.exit(1);
    });
    // Without an ADMIN_PASSWORD of its own only the database (is there an owner?) can tell whether production may
    // start: wait for it rather than serve first.
    if (ownerPasswordProblem()) await opened;
    // A serverless host runs nothing on a timer here: its scheduler calls the cron routes (vercel.json).
    const { serverless } = await import("./lib/env");
    if (serverless()) log.info("serverless: no in-process schedule, the host's cron calls /api/cron/*");
    const { startInterestCron } = await import("./lib/interest/schedule");
    if (startInterestCron()) areaLog("interest").info("daily run scheduled for 00:00 UTC");
    const { startReferralsCron } = await import("./lib/referrals/schedule");
    if (startReferralsCron()) areaLog("referrals").info("daily referral pass scheduled for 00:30 UTC");
    const { startReservesCron } = await import("./lib/reserves/schedule");
    if (startReservesCron()) areaLog("reserves").info("monthly snapshot scheduled for the 1st at 00:00 UTC");
    const { startDepositScan } = await import("./lib/deposits/watch/schedule");
    if (startDepositScan()) areaLog("deposits").info("watching the configured chains every 30 s");
    const { startPayouts } = await import("./lib/payouts/schedule");
    if (startPayouts()) areaLog("payouts").info("sending and following payouts every 30 s");
    // The durable queue's worker (e-mails, sign-in notices, the interest run): polls every second, and at once
    // when this process queues a job.
    const { startJobWorker } = await import("./lib/jobs/worker");
    if (startJobWorker()) areaLog("jobs").info("worker started");
    // Last, once Next.js has its own signal listeners: ours run first (drain the requests in flight, stop the
    // workers, close the pool), then Next's close the HTTP server and exit.
    const { installShutdownSignals, onShutdown } = await import("./lib/lifecycle/shutdown");
    const { registerReadinessProbe } = await import("./lib/lifecycle/readiness");
    const { jobWorkerRunning, stopJobWorker } = await import("./lib/jobs/worker");
    // Readiness counts the worker only where it runs (JOBS_WORKER=0 leaves the jobs to another instance).
    if (jobWorkerRunning()) registerReadinessProbe("jobs", jobWorkerRunning);
    onShutdown("job worker", stopJobWorker);
    const { stopInterestCron } = await import("./lib/interest/schedule");
    onShutdown("interest schedule", stopInterestCron);
    const { stopReferralsCron } = await import("./lib/referrals/schedule");
    onShutdown("referrals schedule", stopReferralsCron);
    const { stopReservesCron } = await import("./lib/reserves/schedule");
    onShutdown("reserves schedule", stopReservesCron);
    const { stopDepositScan } = await import("./lib/deposits/watch/schedule");
    onShutdown("deposit scan", stopDepositScan);
    const { stopPayouts } = await import("./lib/payouts/schedule");
    onShutdown("payouts", stopPayouts);
    const { closeDbForShutdown } = await import("./db/client");
    const shutdownLog = areaLog("shutdown");
    installShutdownSignals({
      closeDb: closeDbForShutdown,
      log: (line) => shutdownLog.info(line.replace(/^\[shutdown\] /, "")),
    });
  }
}
