// Next.js calls register() once per server process: the place to start the daily interest schedule.
export async function register() {
  // The import must sit inside this literal check: Next.js compiles this file for the edge runtime too,
  // and only a constant-false branch keeps the database and node-cron out of that bundle.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startInterestCron } = await import("./lib/interest/schedule");
    if (startInterestCron()) console.log("[interest] daily run scheduled for 00:00 UTC");
  }
}
