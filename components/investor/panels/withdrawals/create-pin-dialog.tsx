"use client";
import { useTranslations } from "next-intl";
import { WithdrawalPinForm } from "@/components/investor/pin/withdrawal-pin-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FlashMessage } from "@/components/ui/flash-message";
import { useFlash } from "@/lib/hooks/use-flash";
import { DIALOG_CREATE_PIN_TEXTS } from "@/lib/validation/withdrawal-pin";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (message: string) => void;
  /** Where focus goes when the dialog closes (it may have opened by itself, with no button to return to). */
  onCloseAutoFocus: (event: Event) => void;
};

/** 'Create Withdrawal PIN', opened by itself when the investor has no PIN. */
export function CreatePinDialog({ open, onOpenChange, onCreated, onCloseAutoFocus }: Props) {
  const t = useTranslations("investor.withdrawals.createPin");
  const failure = useFlash();
  const change = (next: boolean) => {
    if (!next) failure.clear();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <FlashMessage flash={failure.flash} />
        <WithdrawalPinForm
          mode="create"
          texts={DIALOG_CREATE_PIN_TEXTS}
          successMessage={t("success")}
          onSuccess={(message) => {
            failure.clear();
            onCreated(message);
          }}
          onError={failure.error}
        />
      </DialogContent>
    </Dialog>
  );
}
