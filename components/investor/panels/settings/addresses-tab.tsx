"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useTwoFactorStatus } from "@/lib/hooks/use-two-factor";
import {
  useRemoveWithdrawalAddress,
  useWithdrawalAddresses,
  type PinProof,
  type SavedAddress,
} from "@/lib/hooks/use-withdrawal-addresses";
import { AddAddressDialog } from "./add-address-dialog";
import { AddressList } from "./address-list";
import { PinProofDialog } from "./pin-proof-dialog";
import { SettingsSection } from "@/components/ui/settings-section";
import { SettingsSkeleton } from "./settings-section";
import { WhitelistSetting } from "./whitelist-setting";

const ADD_BUTTON_ID = "withdrawal-address-add";

/**
 * Settings > Withdrawal addresses: the "Whitelist only" switch and the address book (add, confirm from the
 * e-mail, remove with the PIN).
 */
export function AddressesTab() {
  const t = useTranslations("investor.settings.addresses");
  const book = useWithdrawalAddresses();
  // A status that fails to load asks for no code: the server says so if one is needed.
  const twoFactor = useTwoFactorStatus();
  const needsOtp = twoFactor.data === true;
  const remove = useRemoveWithdrawalAddress();
  const [adding, setAdding] = useState(false);
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const focus = useReturnFocus();

  const onRemove = async (proof: PinProof) => {
    if (!removing) return;
    await remove.mutateAsync({ id: removing.id, ...proof });
    toast.success(t("removed", { label: removing.label }));
    setRemoveOpen(false);
  };

  return (
    <div className="grid gap-6">
      {/* Without the book there is no switch to show: the list below says why, with a retry. */}
      {!book.isError && (
        <SettingsSection title={t("whitelist.title")}>
          {book.data ? (
            <WhitelistSetting book={book.data} needsOtp={needsOtp} />
          ) : (
            <SettingsSkeleton rows={1} />
          )}
        </SettingsSection>
      )}
      <SettingsSection
        title={t("title")}
        description={t("description", { hours: book.data?.cooldownHours ?? 24 })}
        aside={
          <Button
            id={ADD_BUTTON_ID}
            type="button"
            onClick={(e) => {
              focus.remember(e.currentTarget);
              setAdding(true);
            }}
          >
            <Plus aria-hidden />
            {t("addButton")}
          </Button>
        }
      >
        <AddressList
          query={book}
          onRemove={(address, button) => {
            focus.remember(button, document.getElementById(ADD_BUTTON_ID));
            setRemoving(address);
            setRemoveOpen(true);
          }}
        />
      </SettingsSection>
      <AddAddressDialog open={adding} onOpenChange={setAdding} onCloseAutoFocus={focus.onCloseAutoFocus} />
      <PinProofDialog
        open={removeOpen}
        onOpenChange={setRemoveOpen}
        title={t("removeDialog.title")}
        description={t("removeDialog.description", { label: removing?.label ?? "" })}
        submitLabel={t("removeDialog.submit")}
        busyLabel={t("removeDialog.busy")}
        failedLabel={t("removeDialog.failed")}
        needsOtp={needsOtp}
        passkeyAction={{ purpose: "address-removal", addressId: removing?.id ?? 0 }}
        destructive
        onConfirm={onRemove}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </div>
  );
}
