"use client";

import { toast } from "sonner";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/error-message";
import {
  SESSION_TIMEOUTS,
  useSaveSecuritySettings,
  useSecuritySettings,
  type SecuritySettings,
  type SessionTimeout,
} from "@/lib/hooks/use-security-settings";
import { SettingRow } from "./setting-row";
import { SettingSelect } from "./setting-select";

export const SECURITY_SETTINGS_SAVED = "Security settings saved";
export const SECURITY_SETTINGS_FAILED = "Failed to save security settings";

const TIMEOUT_LABELS: Record<SessionTimeout, string> = {
  15: "15 min",
  30: "30 min",
  60: "1 hour",
  240: "4 hours",
};
const TIMEOUT_OPTIONS = SESSION_TIMEOUTS.map((m) => ({ value: String(m), label: TIMEOUT_LABELS[m] }));
const isSessionTimeout = (v: number): v is SessionTimeout =>
  (SESSION_TIMEOUTS as readonly number[]).includes(v);

/**
 * Login Notifications and Session Timeout, each saved as soon as it changes. The control moves at once; a
 * refusal puts it back and says why in a toast.
 */
export function SignInSettings() {
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();

  // Not `disabled` while saving: a disabled control drops keyboard focus; a change is ignored instead.
  const change = (next: Partial<SecuritySettings>) => {
    if (save.isPending) return;
    save.mutate(next, {
      onSuccess: () => toast.success(SECURITY_SETTINGS_SAVED),
      onError: (err) => toast.error(errorMessage(err, SECURITY_SETTINGS_FAILED)),
    });
  };

  if (settings.isPending)
    return (
      <div role="status" aria-label="Loading" className="grid gap-4 border-t py-4">
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </div>
    );
  if (!settings.data)
    return (
      <div className="border-t pt-4">
        <LoadError
          compact
          message={errorMessage(settings.error, "Failed to load your sign-in settings")}
          onRetry={() => settings.refetch()}
        />
      </div>
    );

  const { loginNotifications, sessionTimeout } = settings.data;
  return (
    <>
      <SettingRow
        id="security-login-alerts"
        label="Login Notifications"
        description="Email me whenever my account is signed in."
      >
        <Switch
          id="security-login-alerts"
          checked={loginNotifications}
          aria-busy={save.isPending}
          onCheckedChange={(checked) => change({ loginNotifications: checked })}
          aria-describedby="security-login-alerts-description"
        />
      </SettingRow>
      <SettingRow
        id="security-timeout"
        label="Session Timeout"
        description="Sign out after this long without activity."
      >
        <SettingSelect
          id="security-timeout"
          value={String(sessionTimeout)}
          options={TIMEOUT_OPTIONS}
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
