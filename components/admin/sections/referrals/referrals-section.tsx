"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useAdminCan } from "@/components/admin/use-admin-can";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { REFERRAL_STATUSES, type ReferralStatus } from "@/lib/enums";
import { errorMessage } from "@/lib/error-message";
import { formatDate, formatUsd } from "@/lib/format";
import type { ReferralSettings } from "@/lib/referrals/settings";
import {
  PAGE_SIZE,
  useAdminReferrals,
  useReferralSettings,
  useRunReferrals,
  useSaveReferralSettings,
} from "./use-referrals-admin";
import { VoidReferralDialog } from "./void-referral-dialog";

/** Back office: the referral programme's settings, the daily pass run now, and every referral. */
export function ReferralsSection() {
  const t = useTranslations("admin.referrals");
  return (
    <div className="space-y-6">
      {/* The shell's top bar holds the section's one h1 (its name). */}
      <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
      <SettingsForm />
      <ReferralList />
    </div>
  );
}

const NUMBER_FIELDS = [
  "referrerRewardUsd",
  "refereeRewardUsd",
  "minDepositUsd",
  "holdDays",
  "monthlyCapPerReferrer",
] as const;

function SettingsForm() {
  const t = useTranslations("admin.referrals");
  const can = useAdminCan();
  const settings = useReferralSettings();
  const save = useSaveReferralSettings();
  const run = useRunReferrals();
  const [draft, setDraft] = useState<ReferralSettings | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data.settings);
  }, [settings.data]);
  if (settings.error && !settings.data)
    return <LoadError compact message={t("loadFailed")} onRetry={() => settings.refetch()} />;
  if (!draft) return null;
  const mayManage = can("referrals.manage");
  const mayRun = can("interest.run");
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await save.mutateAsync({
        ...draft,
        holdDays: Number(draft.holdDays),
        monthlyCapPerReferrer: Number(draft.monthlyCapPerReferrer),
      });
      toast.success(res.approval ? t("proposed") : t("saved"));
    } catch (err) {
      toast.error(errorMessage(err, t("saveFailed")));
    }
  };
  const onRun = async () => {
    try {
      const res = await run.mutateAsync();
      toast.success(t("ran", { qualified: res.qualified, paid: res.paid, voided: res.voided }));
    } catch (err) {
      toast.error(errorMessage(err, t("runFailed")));
    }
  };
  return (
    <section aria-labelledby="referral-settings" className="space-y-4 rounded-lg border bg-card p-5">
      <h2 id="referral-settings" className="text-lg font-semibold">
        {t("settings")}
      </h2>
      <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-center gap-3 sm:col-span-2">
          <Switch
            id="referral-enabled"
            checked={draft.enabled}
            disabled={!mayManage}
            onCheckedChange={(enabled) => setDraft({ ...draft, enabled })}
          />
          <Label htmlFor="referral-enabled">{t("fields.enabled")}</Label>
        </div>
        {NUMBER_FIELDS.map((field) => (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={`referral-${field}`}>{t(`fields.${field}`)}</Label>
            <Input
              id={`referral-${field}`}
              inputMode="decimal"
              value={String(draft[field])}
              disabled={!mayManage}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            />
          </div>
        ))}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          {mayManage && (
            <Button type="submit" disabled={save.isPending}>
              {t("save")}
            </Button>
          )}
          {mayRun && (
            <Button type="button" variant="outline" onClick={onRun} disabled={run.isPending}>
              {t("run")}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

function ReferralList() {
  const t = useTranslations("admin.referrals");
  const can = useAdminCan();
  const [status, setStatus] = useState<ReferralStatus | "">("");
  const [page, setPage] = useState(0);
  const mayVoid = can("referrals.manage");
  const [voiding, setVoiding] = useState<number | null>(null);
  const [voidTrigger, setVoidTrigger] = useState<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useAdminReferrals(status, page);
  const total = list.data?.pagination?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const csv = `/api/admin/referrals?format=csv${status ? `&status=${status}` : ""}`;
  return (
    <section aria-labelledby="referral-list" className="space-y-3 rounded-lg border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Focus lands here when a voided row's button is gone. */}
        <h2
          id="referral-list"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {t("list")}
        </h2>
        <div className="flex items-center gap-2">
          <Label htmlFor="referral-status" className="sr-only">
            {t("statusFilter")}
          </Label>
          <select
            id="referral-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ReferralStatus | "");
              setPage(0);
            }}
            className="h-9 rounded-md border bg-background px-2 text-sm"
          >
            <option value="">{t("allStatuses")}</option>
            {REFERRAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
          <Button asChild variant="outline" size="sm">
            <a href={csv} download>
              {t("exportCsv")}
            </a>
          </Button>
        </div>
      </div>
      {list.error && !list.data ? (
        <LoadError compact message={t("loadFailed")} onRetry={() => list.refetch()} />
      ) : (
        <Table aria-label={t("list")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.referrer")}</TableHead>
              <TableHead>{t("columns.referee")}</TableHead>
              <TableHead>{t("columns.status")}</TableHead>
              <TableHead>{t("columns.rewards")}</TableHead>
              <TableHead>{t("columns.created")}</TableHead>
              {/* relative: the hidden label's box stays inside the table's scroll area, not the page's. */}
              <TableHead className="relative">
                <span className="sr-only">{t("columns.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data?.referrals.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className="text-center text-muted-foreground">
                  {t("empty")}
                </TableCell>
              </TableRow>
            )}
            {list.data?.referrals.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  {r.referrer.name}
                  <span className="block text-xs text-muted-foreground">{r.referrer.email}</span>
                </TableCell>
                <TableCell>
                  {r.referee.name}
                  <span className="block text-xs text-muted-foreground">{r.referee.email}</span>
                </TableCell>
                <TableCell>
                  {t(`status.${r.status}`)}
                  {r.reason && <span className="block text-xs text-muted-foreground">{r.reason}</span>}
                </TableCell>
                <TableCell>
                  {formatUsd(r.referrerRewardUsd)} + {formatUsd(r.refereeRewardUsd)}
                </TableCell>
                <TableCell>{formatDate(r.createdAt)}</TableCell>
                <TableCell>
                  {mayVoid && (r.status === "PENDING" || r.status === "QUALIFIED") && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={(e) => {
                        setVoidTrigger(e.currentTarget);
                        setVoiding(r.id);
                      }}
                    >
                      {t("void")}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <VoidReferralDialog
        referralId={voiding}
        trigger={voidTrigger}
        fallbackFocus={heading}
        onClose={() => setVoiding(null)}
      />
      <div className="flex items-center justify-between text-sm">
        <span>{t("page", { page: page + 1, pages })}</span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </Button>
          <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t("next")}
          </Button>
        </div>
      </div>
    </section>
  );
}
