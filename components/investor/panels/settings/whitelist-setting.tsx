"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Switch } from "@/components/ui/switch";
import { formatDateTime } from "@/lib/format";
import {
  useSetWhitelistOnly,
  whitelistInForce,
  type AddressBook,
  type PinProof,
} from "@/lib/hooks/use-withdrawal-addresses";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { PinProofDialog } from "./pin-proof-dialog";
import { SettingRow } from "@/components/ui/setting-row";

const ID = "whitelist-only";

type Props = { book: AddressBook; needsOtp: boolean };

/**
 * "Whitelist only": on at once; off asks the PIN (and the code) and takes effect after the cool-down, which the
 * row then says. While an "off" is pending the switch already shows off: that is what was asked, and the
 * notice beside it says until when withdrawals stay held to the saved addresses.
 */
export function WhitelistSetting({ book, needsOtp }: Props) {
  const t = useTranslations("investor.settings.addresses.whitelist");
  const errorText = useErrorText();
  const save = useSetWhitelistOnly();
  const [confirmOff, setConfirmOff] = useState(false);
  const switchRef = useRef<HTMLButtonElement>(null);
  // A requested "off" whose time has come is simply off (the server may still answer whitelistOnly: true).
  const shownOn = whitelistInForce(book) && !book.whitelistOffAt;
  const offPending = whitelistInForce(book) && book.whitelistOffAt !== null;

  const onCheckedChange = (on: boolean) => {
    if (save.isPending) return;
    if (!on) {
      setConfirmOff(true);
      return;
    }
    save.mutate(
      { whitelistOnly: true },
      {
        onSuccess: () => toast.success(t("turnedOn")),
        onError: (err) => toast.error(errorText(err, t("failed"))),
      },
    );
  };

  const turnOff = async (proof: PinProof) => {
    const saved = await save.mutateAsync({ whitelistOnly: false, ...proof });
    setConfirmOff(false);
    toast.success(
      saved.whitelistOffAt
        ? t("offScheduled", { date: formatDateTime(saved.whitelistOffAt) })
        : t("turnedOff"),
    );
  };

  return (
    <div className="grid gap-3">
      <SettingRow id={ID} label={t("label")} description={t("description", { hours: book.cooldownHours })}>
        {/* Not disabled while saving: a disabled control drops keyboard focus; a change is ignored instead. */}
        <Switch
          id={ID}
          ref={switchRef}
          checked={shownOn}
          aria-busy={save.isPending}
          onCheckedChange={onCheckedChange}
          aria-describedby={`${ID}-description${offPending ? ` ${ID}-pending` : ""}`}
        />
      </SettingRow>
      {offPending && (
        <div id={`${ID}-pending`}>
          <Alert variant="warning">{t("offPending", { date: formatDateTime(book.whitelistOffAt) })}</Alert>
        </div>
      )}
      <PinProofDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title={t("offTitle")}
        description={t("offDescription", { hours: book.cooldownHours })}
        submitLabel={t("offSubmit")}
        busyLabel={t("offBusy")}
        failedLabel={t("failed")}
        needsOtp={needsOtp}
        passkeyAction={{ purpose: "whitelist-off" }}
        destructive
        onConfirm={turnOff}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          switchRef.current?.focus();
        }}
      />
    </div>
  );
}
