"use client";

import { WithdrawalPinForm } from "@/components/investor/pin/withdrawal-pin-form";
import { Badge } from "@/components/ui/badge";
import { FlashMessage } from "@/components/ui/flash-message";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/error-message";
import { useFlash } from "@/lib/hooks/use-flash";
import { usePinStatus } from "@/lib/hooks/use-pin-status";
import { SETTINGS_CREATE_PIN_TEXTS } from "@/lib/validation/withdrawal-pin";
import { SettingsSection, SettingsSkeleton } from "./settings-section";

// The exact text the user sees.
export const PIN_CREATED = "PIN created successfully!";
export const PIN_CHANGED = "PIN changed successfully!";
export const PIN_FAILED = "Failed to update PIN";

/** Settings > PIN: create the withdrawal PIN, or change it once it exists. */
export function PinTab() {
  const status = usePinStatus();
  const flash = useFlash();
  const hasPin = status.data;
  const badge =
    hasPin === undefined ? null : (
      <Badge variant={hasPin ? "success" : "warning"}>{hasPin ? "Set" : "Not Set"}</Badge>
    );

  return (
    <div className="grid gap-6">
      <SettingsSection
        title="Withdrawal PIN"
        description={
          hasPin
            ? "Change the 4-digit PIN you confirm withdrawals with."
            : "Create a 4-digit PIN to confirm your withdrawals."
        }
        aside={badge}
      >
        {status.isPending ? (
          <SettingsSkeleton rows={2} />
        ) : status.isError ? (
          <LoadError
            compact
            message={errorMessage(status.error, "Failed to load your PIN status")}
            onRetry={() => status.refetch()}
          />
        ) : (
          <div className="grid max-w-md gap-5">
            <FlashMessage flash={flash.flash} />
            {hasPin ? (
              <WithdrawalPinForm
                mode="change"
                successMessage={PIN_CHANGED}
                failureMessage={PIN_FAILED}
                onSuccess={flash.success}
                onError={flash.error}
              />
            ) : (
              <WithdrawalPinForm
                mode="create"
                texts={SETTINGS_CREATE_PIN_TEXTS}
                successMessage={PIN_CREATED}
                failureMessage={PIN_FAILED}
                onSuccess={flash.success}
                onError={flash.error}
              />
            )}
          </div>
        )}
      </SettingsSection>
      <SettingsSection title="Security Notes">
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          <li>
            Every withdrawal asks for this PIN. It is kept only as a one-way hash, so nobody at Apex can read
            it.
          </li>
          <li>Never share your PIN, not even with Apex support.</li>
          <li>Avoid easy guesses such as 1234, 0000 or your birth year.</li>
          <li>
            Five wrong PINs in a row lock withdrawals for 30 minutes, and we email you when that happens.
          </li>
        </ul>
      </SettingsSection>
    </div>
  );
}
