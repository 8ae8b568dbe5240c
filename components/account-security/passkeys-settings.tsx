"use client";

import type { startRegistration } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FlashMessage } from "@/components/ui/flash-message";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiFetch } from "@/lib/api-client";
import { useFlash } from "@/lib/hooks/use-flash";
import { usePasskeys } from "@/lib/hooks/use-passkeys";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { queryKeys } from "@/lib/query-keys";

type Options = Parameters<typeof startRegistration>[0]["optionsJSON"];

/**
 * Settings > Security: the account's passkeys (name, added, last used), adding one (a name, the password and,
 * with two-factor on, the authenticator's code; then the browser's passkey dialog) and removing one (the
 * password and code again). With passkeys off on this server (an IP address), it says so.
 */
export function PasskeysSettings() {
  const t = useTranslations("accountSecurity.passkeys");
  const format = useFormatter();
  const errorText = useErrorText();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const list = usePasskeys();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys });

  const add = useMutation({
    mutationFn: async () => {
      const optionsJSON = await apiFetch<Options>("/api/auth/passkeys/registration-options", {
        method: "POST",
        body: {},
      });
      // Loaded on the click, so Settings hydrates without the WebAuthn library.
      const { startRegistration: register } = await import("@simplewebauthn/browser");
      const response = await register({ optionsJSON });
      return apiFetch("/api/auth/passkeys", { method: "POST", body: { name, password, code, response } });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/auth/passkeys/${id}`, { method: "DELETE", body: { password, code } }),
    onSettled: refresh,
  });
  const busy = add.isPending || remove.isPending;

  const check = (needsName: boolean) => {
    const found = {
      name: needsName && !name.trim() ? t("nameRequired") : undefined,
      password: password ? undefined : t("passwordRequired"),
    };
    setErrors(found);
    return !found.name && !found.password;
  };

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    if (!check(true)) return;
    flash.clear();
    try {
      await add.mutateAsync();
      setName("");
      setPassword("");
      setCode("");
      flash.success(t("added"));
    } catch (err) {
      flash.error(errorText(err, t("failed")));
    }
  };

  const onRemove = async (id: number) => {
    if (!check(false)) return;
    flash.clear();
    try {
      await remove.mutateAsync(id);
      flash.success(t("removed"));
    } catch (err) {
      flash.error(errorText(err, t("failed")));
    }
  };

  if (list.data && !list.data.enabled) return <p className="text-sm text-muted-foreground">{t("off")}</p>;
  const passkeys = list.data?.passkeys ?? [];
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <form onSubmit={onAdd} noValidate aria-busy={busy} className="grid gap-4">
      <FlashMessage flash={flash.flash} />
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t("listLabel")}>
          {passkeys.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{p.name}</p>
                <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                  <span>{t("addedOn", { date: date(p.createdAt) })}</span>
                  <span>{p.lastUsedAt ? t("lastUsed", { date: date(p.lastUsedAt) }) : t("neverUsed")}</span>
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={t("removeNamed", { name: p.name })}
                onClick={() => void onRemove(p.id)}
              >
                {t("remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-3">
        <FormField id="passkey-name" label={t("name")} error={errors.name}>
          <Input
            value={name}
            maxLength={64}
            placeholder={t("namePlaceholder")}
            onChange={(e) => setName(e.target.value)}
            {...fieldA11y("passkey-name", errors.name)}
          />
        </FormField>
        <FormField id="passkey-password" label={t("password")} error={errors.password}>
          <PasswordInput
            value={password}
            autoComplete="current-password"
            onChange={(e) => setPassword(e.target.value)}
            {...fieldA11y("passkey-password", errors.password)}
          />
        </FormField>
        <FormField id="passkey-code" label={t("code")}>
          <Input
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            onChange={(e) => setCode(e.target.value)}
            {...fieldA11y("passkey-code", undefined)}
          />
        </FormField>
      </fieldset>
      <p className="text-sm text-muted-foreground">{t("hint")}</p>
      <div>
        <SubmitButton busy={add.isPending} busyLabel={t("adding")} disabled={busy || passkeys.length >= 10}>
          {t("add")}
        </SubmitButton>
      </div>
    </form>
  );
}
