// Runs in the browser before any of the app's code (Next.js instrumentation-client).
// Zod compiles object parsers with `new Function` when it may, probing for that once. The pages'
// Content-Security-Policy forbids eval, and the browser reports even zod's caught probe as a violation, so zod
// is told to interpret instead (forms parse small objects; the compiler buys nothing there). This writes zod's
// shared global config object, the one `z.config()` writes, so the landing page does not load zod for it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
export {};
