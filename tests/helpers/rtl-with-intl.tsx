// @testing-library/react as the component tests import it (jest.config.mjs maps the name here): every render
// inside the English catalogues, as every page of the app renders inside a messages provider.
import fs from "node:fs";
import path from "node:path";
import * as rtl from "../../node_modules/@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";

export * from "../../node_modules/@testing-library/react";

function englishMessages(): AbstractIntlMessages {
  const dir = path.resolve(__dirname, "../../messages/en");
  const out: Record<string, unknown> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    let at = out;
    const parts = file.slice(0, -".json".length).split(".");
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    const last = parts.at(-1)!;
    at[last] = {
      ...((at[last] as object) ?? {}),
      ...JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")),
    };
  }
  return out as AbstractIntlMessages;
}

const MESSAGES = englishMessages();

/**
 * A text the catalogue lacks (or a key naming a group of texts) would show its key path to the reader
 * ("admin.plans.delete"): a component test fails on it instead.
 */
function failOnMissingText(error: { code: string; message: string }) {
  if (error.code === "ENVIRONMENT_FALLBACK") return;
  throw new Error(`[i18n] ${error.code}: ${error.message}`);
}

export function IntlTestProvider({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={MESSAGES} timeZone="UTC" onError={failOnMissingText}>
      {children}
    </NextIntlClientProvider>
  );
}

export const render: typeof rtl.render = ((
  ui: Parameters<typeof rtl.render>[0],
  options?: rtl.RenderOptions,
) => {
  const Outer = options?.wrapper;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlTestProvider>{Outer ? <Outer>{children}</Outer> : children}</IntlTestProvider>
  );
  return rtl.render(ui, { ...options, wrapper });
}) as typeof rtl.render;
