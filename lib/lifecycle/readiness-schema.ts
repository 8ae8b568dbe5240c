// The answers of GET /api/health and GET /api/ready (lib/lifecycle/readiness.ts says what each word means);
// apart from the readiness code so the route table can name them without loading the database client.
import { z } from "zod";

export const readinessChecksSchema = z
  .object({
    server: z.enum(["ok", "draining"]).describe("draining: a shutdown has begun"),
    database: z
      .enum(["ok", "unreachable", "timeout", "unknown"])
      .describe("timeout: no answer within 2 seconds; unknown: not asked (draining)"),
    migrations: z
      .enum(["ok", "pending", "unknown"])
      .describe("pending: the newest migration is not applied; unknown: the database did not answer"),
    jobs: z
      .enum(["ok", "stopped"])
      .optional()
      .describe("The background job worker, once this instance runs one"),
  })
  .meta({ id: "ReadinessChecks" });

export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

export const healthAnswer = z.object({ status: z.literal("ok") });
export const readyAnswer = z.object({ status: z.literal("ready"), checks: readinessChecksSchema });
export const notReadyAnswer = z.object({ status: z.literal("unavailable"), checks: readinessChecksSchema });
