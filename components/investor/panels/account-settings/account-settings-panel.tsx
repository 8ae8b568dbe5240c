import { useTranslations } from "next-intl";
import { PanelLink } from "@/components/investor/panel-link";
import { SettingsSection } from "@/components/ui/settings-section";
import { TransactionPinForm } from "./transaction-pin-form";

// AccountSettings; reached from Settings (it has no sidebar entry).
export function AccountSettingsPanel() {
  const t = useTranslations("investor.accountSettings");
  const description = t.rich("pin.description", {
    link: (c) => (
      <PanelLink to="settings" params={{ tab: "pin" }}>
        {c}
      </PanelLink>
    ),
  });
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <PanelLink to="settings">{t("back")}</PanelLink>
      </p>
      <SettingsSection title={t("pin.title")} description={description}>
        <TransactionPinForm />
      </SettingsSection>
    </div>
  );
}
