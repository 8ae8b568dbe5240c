// PUT /api/users/security with `antiPhishingCode`: the anti-phishing code (lib/users/anti-phishing.ts).
import { z } from "zod";
import { securitySettingsSchema, type SecuritySettingsInput } from "./security";

export const ANTI_PHISHING_CODE_FORMAT = "The anti-phishing code must be 4 to 20 letters and digits";
export const ANTI_PHISHING_PASSWORD_REQUIRED = "Enter your password to change the anti-phishing code";

/** A string sets or changes the code, null removes it; either way the password is required. */
export const antiPhishingSchema = z.object({
  antiPhishingCode: z
    .string({ error: ANTI_PHISHING_CODE_FORMAT })
    .regex(/^[A-Za-z0-9]{4,20}$/, ANTI_PHISHING_CODE_FORMAT)
    .nullable(),
  password: z.string({ error: ANTI_PHISHING_PASSWORD_REQUIRED }).min(1, ANTI_PHISHING_PASSWORD_REQUIRED),
});
export type AntiPhishingInput = z.infer<typeof antiPhishingSchema>;

/** Whether a PUT /api/users/security body is the anti-phishing form (it names `antiPhishingCode`). */
export const isAntiPhishingBody = (body: unknown): boolean =>
  typeof body === "object" && body !== null && "antiPhishingCode" in body;

/**
 * PUT /api/users/security's whole body: the settings (lib/validation/security.ts) or the anti-phishing form,
 * told apart by `antiPhishingCode`, so each answers its own field errors (a plain union would answer "Invalid
 * input"). The OpenAPI document shows the two shapes.
 */
export const securityPutSchema = z
  .unknown()
  .transform((body, ctx) => {
    const schema = isAntiPhishingBody(body) ? antiPhishingSchema : securitySettingsSchema;
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data as SecurityPut;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as never);
    return z.NEVER;
  })
  .meta({
    anyOf: [securitySettingsSchema, antiPhishingSchema].map((s) => {
      const { $schema: _dialect, ...json } = z.toJSONSchema(s, { io: "input", unrepresentable: "any" });
      return json;
    }),
  });
export type SecurityPut = SecuritySettingsInput | AntiPhishingInput;
