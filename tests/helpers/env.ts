// Every test worker gets its own DATA_DIR (mail outbox, generated files) and fixed secrets.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "apex-test-"));
process.env.NEXTAUTH_SECRET = "test-secret-not-for-production-0123456789";
process.env.INTEREST_CRON = "0";
process.env.CRON_SECRET = "test-cron-secret";
process.env.PRICE_FEED_URL = "http://127.0.0.1:9/unreachable";
// The suites act as one administrator at a time (several per database); the two-person rule has its own
// suite, which turns it on (tests/api/admin-approvals.test.ts).
process.env.FOUR_EYES = "0";
// Warnings and errors only (through the console, lib/log/logger.ts): a line per request would bury the output.
process.env.LOG_LEVEL ??= "warn";
