"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import {
  SESSION_TIMEOUTS,
  useSaveSecuritySettings,
  useSecuritySettings,
  type SecuritySettings,
  type SessionTimeout,
} from "@/lib/hooks/use-security-settings";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { SettingRow } from "@/components/ui/setting-row";
import { SettingSelect } from "@/components/ui/setting-select";

const isSessionTimeout = (v: number): v is SessionTimeout =>
  (SESSION_TIMEOUTS as readonly number[]).includes(v);

/**
 * Login Notifications and Session Timeout, each saved as soon as it changes. The control moves at once; a
 * refusal puts it back and says why in a toast.
 */
export function SignInSettings() {
  const t = useTranslations("accountSecurity.signIn");
  const errorText = useErrorText();
  const settings = useSecuritySettings();
  const timeouts = SESSION_TIMEOUTS.map((m) => ({
    value: String(m),
    label: t("timeout.option", { minutes: m }),
  }));
  const save = useSaveSecuritySettings();

  // Not `disabled` while saving: a disabled control drops keyboard focus; a change is ignored instead.
  const change = (next: Partial<SecuritySettings>) => {
    if (save.isPending) return;
    save.mutate(next, {
      onSuccess: () => toast.success(t("saved")),
      onError: (err) => toast.error(errorText(err, t("failed"))),
    });
  };

  if (settings.isPending)
    return (
      <div role="status" aria-label={t("loading")} className="grid gap-4 border-t py-4">
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </div>
    );
  if (!settings.data)
    return (
      <div className="border-t pt-4">
        <LoadError
          compact
          message={errorText(settings.error, t("loadFailed"))}
          onRetry={() => settings.refetch()}
        />
      </div>
    );

  const { loginNotifications, sessionTimeout } = settings.data;
  return (
    <>
      <SettingRow
        id="security-login-alerts"
        label={t("loginAlerts.label")}
        description={t("loginAlerts.description")}
      >
        <Switch
          id="security-login-alerts"
          checked={loginNotifications}
          aria-busy={save.isPending}
          onCheckedChange={(checked) => change({ loginNotifications: checked })}
          aria-describedby="security-login-alerts-description"
        />
      </SettingRow>
      <SettingRow id="security-timeout" label={t("timeout.label")} description={t("timeout.description")}>
        <SettingSelect
          id="security-timeout"
          value={String(sessionTimeout)}
          options={timeouts}
          onValueChange={(value) => {
            const minutes = Number(value);
            if (isSessionTimeout(minutes) && minutes !== sessionTimeout) change({ sessionTimeout: minutes });
          }}
          className="w-32"
        />
      </SettingRow>
    </>
  );
}
