// Production refuses the development defaults that would hurt it (lib/security/production-settings.ts): each
// refusal names its variable and how to set it; the development command needs no settings at all.
import { randomBytes } from "node:crypto";
import { mailTransport } from "@/lib/email/mail-transport";
import {
  ownerPasswordProblem,
  productionSettingProblems,
  productionStartRefusal,
} from "@/lib/security/production-settings";

const SECRETS = {
  NEXTAUTH_SECRET: randomBytes(32).toString("base64"),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
};
/** A production environment with every setting in place. */
const READY = {
  NODE_ENV: "production",
  ...SECRETS,
  NEXTAUTH_URL: "https://apex.example.com",
  SMTP_URL: "smtp://user:pass@smtp.example.com:587",
  DATABASE_URL: "postgres://apex@db:5432/apex",
};

function without(name: keyof typeof READY, more: Record<string, string> = {}) {
  const vars: Record<string, string | undefined> = { ...READY, ...more };
  delete vars[name];
  return vars;
}

describe("the start-up refusal in production", () => {
  test("starts with every setting in place", () => {
    expect(productionStartRefusal(READY)).toBeNull();
  });

  test("NEXTAUTH_URL unset: mailed links would point at localhost", () => {
    const message = productionStartRefusal(without("NEXTAUTH_URL"))!;
    expect(message).toMatch(/NEXTAUTH_URL is not set\..*NEXTAUTH_URL=https:\/\//);
    expect(productionStartRefusal(without("NEXTAUTH_URL", { NEXTAUTH_URL: "  " }))).toContain("NEXTAUTH_URL");
  });

  test("neither SMTP_URL nor MAIL_TRANSPORT=outbox", () => {
    const message = productionStartRefusal(without("SMTP_URL"))!;
    expect(message).toMatch(/SMTP_URL is not set\..*SMTP_URL=smtp:\/\/.*MAIL_TRANSPORT=outbox/);
    expect(productionStartRefusal(without("SMTP_URL", { MAIL_TRANSPORT: "outbox" }))).toBeNull();
    expect(productionStartRefusal(without("SMTP_URL", { MAIL_TRANSPORT: "smtp" }))).toMatch(
      /MAIL_TRANSPORT=smtp needs SMTP_URL/,
    );
    expect(productionStartRefusal({ ...READY, MAIL_TRANSPORT: "pigeon" })).toMatch(
      /MAIL_TRANSPORT must be smtp or outbox/,
    );
  });

  test("neither DATABASE_URL nor EMBEDDED_DATABASE=1", () => {
    const message = productionStartRefusal(without("DATABASE_URL"))!;
    expect(message).toMatch(/DATABASE_URL is not set\..*DATABASE_URL=postgres:\/\/.*EMBEDDED_DATABASE=1/);
    expect(productionStartRefusal(without("DATABASE_URL", { EMBEDDED_DATABASE: "1" }))).toBeNull();
    expect(productionStartRefusal(without("DATABASE_URL", { EMBEDDED_DATABASE: "yes" }))).toContain(
      "DATABASE_URL is not set",
    );
  });

  test("lists every problem at once, the secrets' with them", () => {
    const message = productionStartRefusal({ NODE_ENV: "production" })!;
    for (const name of [
      "NEXTAUTH_SECRET",
      "DATA_ENCRYPTION_KEY",
      "NEXTAUTH_URL",
      "SMTP_URL",
      "DATABASE_URL",
    ]) {
      expect(message).toContain(`${name} is not set`);
    }
  });

  test("development and tests need none of them (npm install && npm run dev)", () => {
    expect(productionSettingProblems({})).toEqual([]);
    expect(productionSettingProblems({ NODE_ENV: "development" })).toEqual([]);
    expect(productionStartRefusal({ NODE_ENV: "development" })).toBeNull();
    expect(productionStartRefusal({ NODE_ENV: "test" })).toBeNull();
  });
});

describe("the first owner's password in production", () => {
  test("unset or the README's development default: refused, naming ADMIN_PASSWORD", () => {
    expect(ownerPasswordProblem({ NODE_ENV: "production" })).toMatch(/ADMIN_PASSWORD is not set/);
    expect(ownerPasswordProblem({ NODE_ENV: "production", ADMIN_PASSWORD: " " })).toMatch(
      /ADMIN_PASSWORD is not set/,
    );
    expect(ownerPasswordProblem({ NODE_ENV: "production", ADMIN_PASSWORD: "ApexAdmin#2026" })).toMatch(
      /ADMIN_PASSWORD is the development default/,
    );
    expect(ownerPasswordProblem({ NODE_ENV: "production", ADMIN_PASSWORD: "Own-Password-42" })).toBeNull();
    expect(ownerPasswordProblem({ NODE_ENV: "development" })).toBeNull();
  });
});

describe("MAIL_TRANSPORT", () => {
  test("chooses; unset, SMTP when SMTP_URL is set, else the outbox", () => {
    expect(mailTransport({})).toBe("outbox");
    expect(mailTransport({ SMTP_URL: "smtp://x" })).toBe("smtp");
    expect(mailTransport({ SMTP_URL: "smtp://x", MAIL_TRANSPORT: "outbox" })).toBe("outbox");
    expect(mailTransport({ MAIL_TRANSPORT: "SMTP" })).toBe("smtp");
  });
});
