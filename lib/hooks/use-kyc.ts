"use client";
// Identity verification (docs/decisions.md, "Identity verification (KYC)"): the caller's own KYC status
// and the wizard's multipart submission.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { KycStatusOutput } from "@/lib/kyc/kyc-status";
import type { submitKyc } from "@/lib/kyc/submit-kyc";
import { queryKeys } from "@/lib/query-keys";
import type { KycSubmission } from "@/lib/validation/kyc";

// The answers of GET and POST /api/kyc, as the server's own functions type them.
export type KycStatusResponse = KycStatusOutput;
export type KycStatus = KycStatusResponse["status"];
export type SubmitKycResponse = Awaited<ReturnType<typeof submitKyc>>;

/** An admin's decision is what the investor waits for; ask as often as the notification bell does. */
export const KYC_POLL_MS = 30_000;

/** The multipart field names of POST /api/kyc. */
export const KYC_TEXT_FIELDS = [
  "firstName",
  "lastName",
  "ssn",
  "city",
  "phone",
  "gender",
  "address",
  "state",
  "zip",
  "dob",
  "accountHolderName",
  "bankName",
  "accountNumber",
  "routingNumber",
  "branch",
  "documentType",
] as const satisfies readonly (keyof KycSubmission)[];
export const KYC_FILE_FIELDS = [
  "frontId",
  "backId",
  "holdingId",
] as const satisfies readonly (keyof KycSubmission)[];

export function toKycFormData(values: KycSubmission): FormData {
  const form = new FormData();
  for (const name of KYC_TEXT_FIELDS) form.append(name, values[name]);
  for (const name of KYC_FILE_FIELDS) form.append(name, values[name], values[name].name);
  return form;
}

// Approval flips the session user's isVerified (the caution banner's switch); when the status moves, the
// session user is asked again so the banner and the panel agree without a reload.
async function fetchStatus(queryClient: QueryClient, signal: AbortSignal) {
  const previous = queryClient.getQueryData<KycStatusResponse>(queryKeys.kyc)?.status;
  const next = await apiFetch<KycStatusResponse>("/api/kyc", { signal });
  if (previous && previous !== next.status)
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  return next;
}

/** GET /api/kyc: the caller's own status; polled while a submission waits for review. */
export function useKycStatus({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.kyc,
    enabled,
    queryFn: ({ signal }) => fetchStatus(queryClient, signal),
    refetchInterval: (query) => (query.state.data?.status === "PENDING" ? KYC_POLL_MS : false),
  });
}

/** POST /api/kyc as multipart/form-data with the three images. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: KycSubmission) =>
      apiFetch<SubmitKycResponse>("/api/kyc", { method: "POST", form: toKycFormData(values) }),
    // A 409 means one is already open: either way the status shown must be the server's.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kyc }),
  });
}
