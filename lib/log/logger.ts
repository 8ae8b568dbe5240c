// The server log: pino, one JSON object per line (docs/decisions.md, "Logs"). Each line names its `area`
// (what used to be a "[area]" prefix), and a line written while handling a request or running a job carries
// the request's id (lib/log/context.ts). Errors go in `err` as safe fields (serialize-error.ts); the
// redaction below is the second net for a secret passed by name.
//   import { areaLog } from "@/lib/log/logger";
//   const log = areaLog("jobs");
//   log.info({ jobId }, "worker started");  log.error({ err }, "job failed");
import path from "node:path";
import pino, { type Level, type Logger } from "pino";
import { env } from "@/lib/env";
import { currentLogContext } from "./context";
import { serializeError } from "./serialize-error";

export type LogLevel = Level | "silent";

/** Where the lines go: anything with write(line). Tests swap it (setLogSink) to read the lines. */
export type LogSink = { write(line: string): void };

// Fields that name a secret, wherever a caller might put one (top level or one object down): their values are
// replaced. No line is meant to hold any of them (the error serializer drops what an error carries, request
// lines name no body or header); this catches a mistake. Checked by hand rather than with pino's `redact`,
// whose wildcard paths cost tens of microseconds a line, which every request would pay.
const SECRET_FIELDS = new Set(
  [
    "password",
    "newPassword",
    "currentPassword",
    "passwordHash",
    "hash",
    "token",
    "accessToken",
    "refreshToken",
    "secret",
    "apiKey",
    "privateKey",
    "key",
    "pin",
    "currentPin",
    "newPin",
    "otp",
    "code",
    "verificationCode",
    "authorization",
    "cookie",
    "headers",
    "body",
    "params",
    "parameters",
    "payload",
  ].map((f) => f.toLowerCase()),
);
const REDACTED = "[redacted]";

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Error);

function redactLevel(obj: Record<string, unknown>, depth: number): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key in obj) {
    const value = obj[key];
    let next = value;
    if (SECRET_FIELDS.has(key.toLowerCase())) next = REDACTED;
    else if (depth === 0 && isPlain(value)) next = redactLevel(value, 1);
    if (next !== value) (out ??= { ...obj })[key] = next;
  }
  return out ?? obj;
}

/** The line's fields with every secret-named one (top level or one object down) replaced. */
export function redactSecrets(obj: Record<string, unknown>): Record<string, unknown> {
  return redactLevel(obj, 0);
}

type LogState = { root: Logger; areas: Map<string, Logger>; sink: LogSink; fallback: LogSink };
const g = globalThis as unknown as { __apexLog?: LogState };

// The test runner's spies watch the console, so under jest a line goes to console.error/warn/log by level.
const consoleSink: LogSink = {
  write(line) {
    const level = /"level":"(\w+)"/.exec(line)?.[1];
    const text = line.endsWith("\n") ? line.slice(0, -1) : line;
    if (level === "error" || level === "fatal") console.error(text);
    else if (level === "warn") console.warn(text);
    else console.log(text);
  },
};

/** pino-pretty, in development only and only when installed (a devDependency): read at run time, never bundled.
 * `createRequire` comes from process.getBuiltinModule, not an import: the bundler rewrites an imported
 * createRequire's calls and warns ("Compiled with warnings") that it cannot follow them. */
function prettySink(): LogSink | null {
  try {
    const { createRequire } = process.getBuiltinModule("node:module");
    const load = createRequire(path.join(process.cwd(), "package.json"));
    const pretty = load("pino-pretty") as (opts: object) => LogSink;
    return pretty({ colorize: true, sync: true, ignore: "pid,hostname" });
  } catch {
    return null;
  }
}

function defaultSink(nodeEnv: string): LogSink {
  if (nodeEnv === "test") return consoleSink;
  if (nodeEnv === "development") {
    const pretty = prettySink();
    if (pretty) return pretty;
  }
  // Written asynchronously (the request does not wait for the disk or the pipe); flushed on exit.
  return pino.destination({ dest: 1, sync: false });
}

function configured(): { level: LogLevel; nodeEnv: string } {
  try {
    const e = env();
    return { level: e.LOG_LEVEL, nodeEnv: e.NODE_ENV };
  } catch {
    // An environment that does not parse is reported by whoever reads it; the log still works.
    return { level: "info", nodeEnv: process.env.NODE_ENV ?? "development" };
  }
}

function create(): LogState {
  const { level, nodeEnv } = configured();
  const fallback = defaultSink(nodeEnv);
  const state: LogState = {
    sink: fallback,
    fallback,
    areas: new Map(),
    root: undefined as unknown as Logger,
  };
  const stream: LogSink = { write: (line) => state.sink.write(line) };
  state.root = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: redactSecrets },
      serializers: { err: serializeError },
      mixin() {
        const c = currentLogContext();
        if (!c) return {};
        const fields: Record<string, unknown> = {};
        if (c.reqId) fields.reqId = c.reqId;
        if (c.jobId !== undefined) fields.jobId = c.jobId;
        if (c.jobKind) fields.jobKind = c.jobKind;
        return fields;
      },
    },
    stream,
  );
  return state;
}

const state = (): LogState => (g.__apexLog ??= create());

/** The root logger (lines without an area). */
export function rootLog(): Logger {
  return state().root;
}

/** The logger of one part of the app: its lines carry `area`. */
export function areaLog(area: string): Logger {
  const s = state();
  let log = s.areas.get(area);
  if (!log) {
    log = s.root.child({ area });
    s.areas.set(area, log);
  }
  return log;
}

/** Tests: send the lines to `sink` (null: back to the default). */
export function setLogSink(sink: LogSink | null): void {
  const s = state();
  s.sink = sink ?? s.fallback;
}

/** Tests (and a future admin switch): change the level of the root and of every area's logger. */
export function setLogLevel(level: LogLevel): void {
  const s = state();
  s.root.level = level;
  for (const log of s.areas.values()) log.level = level;
}
