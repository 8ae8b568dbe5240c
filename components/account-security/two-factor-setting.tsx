"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useStartTwoFactorSetup, useTwoFactorStatus } from "@/lib/hooks/use-two-factor";
import { SettingRow } from "@/components/ui/setting-row";
import type { SecurityAudience } from "./account-lock-settings";
import { TwoFactorDisableDialog } from "./two-factor-disable-dialog";
import { TwoFactorSetupDialog } from "./two-factor-setup-dialog";

const ID = "security-2fa";

/**
 * The Two-Factor Authentication switch. It never flips by itself: turning it on opens the setup dialog and
 * it shows "on" only once a code has been confirmed; turning it off asks for the password and a code. An
 * administrator withdraws nothing, so theirs is described for signing in only.
 */
export function TwoFactorSetting({ audience }: { audience: SecurityAudience }) {
  const t = useTranslations("accountSecurity.twoFactor");
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
      label={t("label")}
      description={
        status.isError ? t("statusFailed") : t(audience === "admin" ? "adminDescription" : "description")
      }
    >
      {status.isPending && <Skeleton className="h-6 w-11" />}
      {status.isError && (
        <Button type="button" variant="outline" size="sm" onClick={() => status.refetch()}>
          {t("tryAgain")}
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
          toast.success(t("turnedOff"));
        }}
        onCloseAutoFocus={returnFocus}
      />
    </SettingRow>
  );
}
