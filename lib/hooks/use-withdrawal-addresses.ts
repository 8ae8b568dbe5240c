"use client";
// The investor's withdrawal address book: the saved addresses, whether withdrawals may go only to
// them ("Whitelist only"), adding one (confirmed later from an e-mail), removing one, and the e-mail link's
// confirmation.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Coin } from "@/lib/enums";
import { queryKeys } from "@/lib/query-keys";
import type { SecuritySettings } from "@/lib/users/security-settings";
import type { addWithdrawalAddress } from "@/lib/withdrawal-addresses/add-withdrawal-address";
import type { AddressOutput } from "@/lib/withdrawal-addresses/address-output";
import type { confirmWithdrawalAddress } from "@/lib/withdrawal-addresses/confirm-withdrawal-address";
import type { listWithdrawalAddresses } from "@/lib/withdrawal-addresses/list-withdrawal-addresses";

export type SavedAddress = AddressOutput;
export type AddressStatus = SavedAddress["status"];
/** `whitelistOffAt`: when a requested "Whitelist only: off" takes effect; null when none is pending. */
export type AddressBook = Awaited<ReturnType<typeof listWithdrawalAddresses>>;
export type NewAddressBody = { label: string; asset: Coin; network: string; address: string };
/** The PIN, and with two-factor on the authenticator code or instead a passkey assertion asked for the action. */
export type PinProof = { pin: string; otp?: string; passkey?: unknown };

/** GET /api/users/withdrawal-addresses. */
export function useWithdrawalAddresses() {
  return useQuery({
    queryKey: queryKeys.withdrawalAddresses,
    queryFn: ({ signal }) => apiFetch<AddressBook>("/api/users/withdrawal-addresses", { signal }),
  });
}

/** The addresses a withdrawal of `asset` may go to now. */
export const activeAddresses = (book: AddressBook | undefined, asset: Coin) =>
  (book?.addresses ?? []).filter((a) => a.asset === asset && a.status === "ACTIVE");

/**
 * Whether withdrawals are held to the saved addresses now: on, and not yet switched off (a requested "off" only
 * counts once its time has come; the server decides, this only shapes the form).
 */
export function whitelistInForce(book: AddressBook | undefined, now = Date.now()): boolean {
  if (!book?.whitelistOnly) return false;
  return !book.whitelistOffAt || Date.parse(book.whitelistOffAt) > now;
}

function useInvalidateBook() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.withdrawalAddresses });
}

/** POST /api/users/withdrawal-addresses: saved UNCONFIRMED, with a confirmation link e-mailed. */
export function useAddWithdrawalAddress() {
  const invalidate = useInvalidateBook();
  return useMutation({
    mutationFn: (body: NewAddressBody) =>
      apiFetch<Awaited<ReturnType<typeof addWithdrawalAddress>>>("/api/users/withdrawal-addresses", {
        method: "POST",
        body,
      }),
    onSettled: invalidate,
  });
}

/** DELETE /api/users/withdrawal-addresses/{id} {pin, otp?}. */
export function useRemoveWithdrawalAddress() {
  const invalidate = useInvalidateBook();
  return useMutation({
    mutationFn: ({ id, ...body }: PinProof & { id: number }) =>
      apiFetch<{ message: string }>(`/api/users/withdrawal-addresses/${id}`, { method: "DELETE", body }),
    onSettled: invalidate,
  });
}

/** POST /api/users/withdrawal-addresses/confirm {token}: the e-mail link, for the signed-in owner. */
export function useConfirmWithdrawalAddress() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<Awaited<ReturnType<typeof confirmWithdrawalAddress>>>(
        "/api/users/withdrawal-addresses/confirm",
        {
          method: "POST",
          body: { token },
        },
      ),
  });
}

type WhitelistChange = { whitelistOnly: true } | ({ whitelistOnly: false } & PinProof);
type WhitelistAnswer = Pick<SecuritySettings, "whitelistOnly" | "whitelistOffAt">;

/**
 * PUT /api/users/security {whitelistOnly}: on at once; off with the PIN (and code), effective after the
 * cool-down. Not optimistic: turning it off does not take effect when the switch is clicked, so the screen waits
 * for the server's word on when it does.
 */
export function useSetWhitelistOnly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WhitelistChange) =>
      apiFetch<WhitelistAnswer>("/api/users/security", { method: "PUT", body: change }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AddressBook>(queryKeys.withdrawalAddresses, (book) =>
        book ? { ...book, whitelistOnly: saved.whitelistOnly, whitelistOffAt: saved.whitelistOffAt } : book,
      );
    },
    onSettled: () =>
      Promise.all(
        [queryKeys.withdrawalAddresses, queryKeys.securitySettings].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
