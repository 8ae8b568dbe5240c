import { PanelLink } from "@/components/investor/panel-link";
import { SettingsSection } from "../settings/settings-section";
import { TransactionPinForm } from "./transaction-pin-form";

// AccountSettings; reached from Settings (it has no sidebar entry).
export function AccountSettingsPanel() {
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <PanelLink to="settings">Back to Settings</PanelLink>
      </p>
      <SettingsSection
        title="Transaction PIN"
        description={
          <>
            A 4-digit PIN kept with your account settings. Withdrawals are confirmed with your withdrawal PIN,
            which you create or change in{" "}
            <PanelLink to="settings" params={{ tab: "pin" }}>
              Settings › PIN
            </PanelLink>
            .
          </>
        }
      >
        <TransactionPinForm />
      </SettingsSection>
    </div>
  );
}
