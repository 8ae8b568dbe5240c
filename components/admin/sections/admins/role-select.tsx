"use client";
import { useTranslations } from "next-intl";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ADMIN_ROLES, type AdminRole } from "@/lib/admin/roles/permissions";

/** The five roles, each with what it may do in a word. */
export function RoleSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: AdminRole;
  onChange: (role: AdminRole) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("admin.admins");
  return (
    <Select value={value} onValueChange={(v) => onChange(v as AdminRole)} disabled={disabled}>
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ADMIN_ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {t(`roles.${role}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** What each role may do, under the select. */
export function RoleHint({ role }: { role: AdminRole }) {
  const t = useTranslations("admin.admins");
  return <p className="text-xs text-muted-foreground">{t(`roleHints.${role}`)}</p>;
}
