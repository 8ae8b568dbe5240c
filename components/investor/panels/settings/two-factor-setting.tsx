"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useStartTwoFactorSetup, useTwoFactorStatus } from "@/lib/hooks/use-two-factor";
import { SettingRow } from "./setting-row";
import { TwoFactorDisableDialog } from "./two-factor-disable-dialog";
import { TwoFactorSetupDialog } from "./two-factor-setup-dialog";

export const TWO_FACTOR_OFF = "Two-factor authentication turned off";
export const TWO_FACTOR_STATUS_FAILED = "Couldn't load your two-factor status.";

const ID = "security-2fa";

/**
 * The Two-Factor Authentication switch. It never flips by itself: turning it on opens the setup dialog and
 * it shows "on" only once a code has been confirmed; turning it off asks for the password and a code.
 */
export function TwoFactorSetting() {
  const status = useTwoFactorStatus();
  const setup = useStartTwoFactorSetup();
  const [dialog, setDialog] = useState<"setup" | "disable" | null>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    switchRef.current?.focus();
  };

  const onCheckedChange = (on: boolean) => {
    if (on) {
      setup.reset();
      setup.mutate();
      setDialog("setup");
    } else {
      setDialog("disable");
    }
  };

  const enabled = status.data;
  return (
    <SettingRow
      id={ID}
      label="Two-Factor Authentication"
      description={
        status.isError
          ? TWO_FACTOR_STATUS_FAILED
          : "Ask for a code from an authenticator app on your phone when you sign in and withdraw."
      }
    >
      {status.isPending && <Skeleton className="h-6 w-11" />}
      {status.isError && (
        <Button type="button" variant="outline" size="sm" onClick={() => status.refetch()}>
          Try again
        </Button>
      )}
      {enabled !== undefined && (
        <Switch
          id={ID}
          ref={switchRef}
          checked={enabled}
          onCheckedChange={onCheckedChange}
          aria-describedby={`${ID}-description`}
        />
      )}
      <TwoFactorSetupDialog
        open={dialog === "setup"}
        onOpenChange={(open) => setDialog(open ? "setup" : null)}
        setup={setup}
        onCloseAutoFocus={returnFocus}
      />
      <TwoFactorDisableDialog
        open={dialog === "disable"}
        onOpenChange={(open) => setDialog(open ? "disable" : null)}
        onDisabled={() => {
          setDialog(null);
          toast.success(TWO_FACTOR_OFF);
        }}
        onCloseAutoFocus={returnFocus}
      />
    </SettingRow>
  );
}
