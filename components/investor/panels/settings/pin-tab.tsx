"use client";

import { useTranslations } from "next-intl";
import { WithdrawalPinForm } from "@/components/investor/pin/withdrawal-pin-form";
import { Badge } from "@/components/ui/badge";
import { FlashMessage } from "@/components/ui/flash-message";
import { LoadError } from "@/components/ui/load-error";
import { useFlash } from "@/lib/hooks/use-flash";
import { usePinStatus } from "@/lib/hooks/use-pin-status";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { SETTINGS_CREATE_PIN_TEXTS } from "@/lib/validation/withdrawal-pin";
import { SettingsSection } from "@/components/ui/settings-section";
import { SettingsSkeleton } from "./settings-section";

/** Settings > PIN: create the withdrawal PIN, or change it once it exists. */
export function PinTab() {
  const t = useTranslations("investor.settings.pin");
  const errorText = useErrorText();
  const status = usePinStatus();
  const flash = useFlash();
  const hasPin = status.data;
  const badge =
    hasPin === undefined ? null : (
      <Badge variant={hasPin ? "success" : "warning"}>{hasPin ? t("set") : t("notSet")}</Badge>
    );

  return (
    <div className="grid gap-6">
      <SettingsSection
        title={t("title")}
        description={hasPin ? t("changeDescription") : t("createDescription")}
        aside={badge}
      >
        {status.isPending ? (
          <SettingsSkeleton rows={2} />
        ) : status.isError ? (
          <LoadError
            compact
            message={errorText(status.error, t("loadFailed"))}
            onRetry={() => status.refetch()}
          />
        ) : (
          <div className="grid max-w-md gap-5">
            <FlashMessage flash={flash.flash} />
            {hasPin ? (
              <WithdrawalPinForm
                mode="change"
                successMessage={t("changed")}
                failureMessage={t("failed")}
                onSuccess={flash.success}
                onError={flash.error}
              />
            ) : (
              <WithdrawalPinForm
                mode="create"
                texts={SETTINGS_CREATE_PIN_TEXTS}
                successMessage={t("created")}
                failureMessage={t("failed")}
                onSuccess={flash.success}
                onError={flash.error}
              />
            )}
          </div>
        )}
      </SettingsSection>
      <SettingsSection title={t("notes.title")}>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          <li>{t("notes.hashed")}</li>
          <li>{t("notes.share")}</li>
          <li>{t("notes.guesses")}</li>
          <li>{t("notes.lock")}</li>
        </ul>
      </SettingsSection>
    </div>
  );
}
