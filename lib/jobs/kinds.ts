// Every kind of job the worker knows, registered once when the worker's module loads.
import { mailResetLink, PASSWORD_RESET_JOB } from "@/lib/auth/request-password-reset";
import { RESEND_CODE_JOB, resendCodeJob } from "@/lib/auth/resend-code";
import { noticeSignIn, SIGN_IN_NOTICE_JOB } from "@/lib/auth/sign-in-notice";
import { INTEREST_RUN_JOB } from "@/lib/interest/interest-run-job";
import { runDailyInterest } from "@/lib/interest/run-daily-interest";
import { RESERVES_SNAPSHOT_JOB, takeMonthlySnapshot } from "@/lib/reserves/monthly-snapshot";
import { registerJob } from "./registry";
import "./mail";
import "@/lib/alerts/webhook";

registerJob(
  SIGN_IN_NOTICE_JOB,
  (payload: Parameters<typeof noticeSignIn>[0], { exec }) => noticeSignIn(payload, exec),
  { transactional: true },
);
registerJob(PASSWORD_RESET_JOB, (payload: { email: string }, { exec }) => mailResetLink(payload, exec), {
  transactional: true,
});
registerJob(
  RESEND_CODE_JOB,
  (payload: Parameters<typeof resendCodeJob>[0], { exec }) => resendCodeJob(payload, exec),
  { transactional: true },
);
// Each day it credits is its own transaction and idempotent, so a retry after a failure part-way through
// credits only what is still due.
registerJob(INTEREST_RUN_JOB, async () => {
  await runDailyInterest("cron");
});
// The month's proof-of-reserves snapshot; a retry finds one already taken and takes no second.
registerJob(RESERVES_SNAPSHOT_JOB, (payload: { month: string }) => takeMonthlySnapshot(payload));
