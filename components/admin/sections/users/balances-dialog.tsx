"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { COINS, type Coin } from "@/lib/enums";
import { formatAmount, formatDateTime, formatUsd } from "@/lib/format";
import { ASSET_NAMES, ASSET_SYMBOLS } from "@/lib/labels";
import { useAssetLabel } from "../use-admin-labels";
import type { UserDialogProps } from "./use-user-dialogs";
import { VerifiedBadge } from "./users-columns";

/**
 * Balances: main balance, status, e-mail, phone, member since and user ID; beyond the spec, every
 * coin balance as well (the list row carries them: there is no single-user route).
 */
export function BalancesDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
  const t = useTranslations("admin.users.balances");
  const assetName = useAssetLabel();
  /** "Bitcoin (BTC)", but "USDT" once. */
  const coinLabel = (coin: Coin) =>
    ASSET_NAMES[coin] === ASSET_SYMBOLS[coin]
      ? assetName(coin)
      : t("coin", { name: assetName(coin), symbol: ASSET_SYMBOLS[coin] });
  return (
    <Dialog open={!!user} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription className="break-words">{user.name}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-2 text-sm">
            <Row term={assetName("USD")}>
              <span className="font-semibold">{formatUsd(user.mainBalance)}</span>
            </Row>
            {COINS.map((coin) => (
              <Row key={coin} term={coinLabel(coin)}>
                {formatAmount(user.balances[coin], coin)}
              </Row>
            ))}
          </dl>
          <dl className="grid gap-2 border-t pt-4 text-sm">
            <Row term={t("status")}>
              <VerifiedBadge verified={user.isVerified} />
            </Row>
            <Row term={t("email")}>
              <span className="break-all">{user.email}</span>
            </Row>
            <Row term={t("phone")}>{user.phone}</Row>
            <Row term={t("memberSince")}>{formatDateTime(user.createdAt)}</Row>
            <Row term={t("userId")}>{user.id}</Row>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-right tabular-nums">{children}</dd>
    </div>
  );
}
