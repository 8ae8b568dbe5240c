// The browser code never evaluates strings, which the pages' Content-Security-Policy forbids: zod, which
// compiles its object parsers with `new Function` (and probes for it first), is switched to interpreting
// before any app code runs (instrumentation-client.ts).

it("keeps zod from probing for or using eval once instrumentation-client has run", async () => {
  const functionConstructor = jest.spyOn(globalThis, "Function");
  await import("@/instrumentation-client");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  const schema = z.object({ email: z.string(), amount: z.number() });
  expect(schema.parse({ email: "a@example.com", amount: 1 })).toEqual({ email: "a@example.com", amount: 1 });
  expect(functionConstructor).not.toHaveBeenCalled();
});
