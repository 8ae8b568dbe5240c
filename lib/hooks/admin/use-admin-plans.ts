"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { listPlans } from "@/lib/investments/list-plans";
import type { createPlan } from "@/lib/plans/create-plan";
import type { deletePlan } from "@/lib/plans/delete-plan";
import type { updatePlan } from "@/lib/plans/update-plan";
import { queryKeys } from "@/lib/query-keys";

export type AdminPlan = Awaited<ReturnType<typeof listPlans>>["investmentPlans"][number];
export type CreatePlanResponse = Awaited<ReturnType<typeof createPlan>>;
export type UpdatePlanResponse = Awaited<ReturnType<typeof updatePlan>>;
export type DeletePlanResponse = Awaited<ReturnType<typeof deletePlan>>;

/** What the Add and Edit dialogs send: numbers as the admin typed them, so the server checks them exactly. */
export type PlanBody = {
  plan: string;
  minimumAmount: string;
  maximumAmount: string;
  interestRate: string;
  totalReturns: string;
};

/** GET /api/investments: the plans still open (a retired plan leaves the list). */
export function useAdminPlans() {
  return useQuery({
    queryKey: queryKeys.admin.plans,
    queryFn: ({ signal }) =>
      apiFetch<{ investmentPlans: AdminPlan[] }>("/api/investments", { signal }).then(
        (r) => r.investmentPlans,
      ),
  });
}

// Every plan change lists differently and writes an audit row.
function usePlanMutation<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(
        (["plans", "audit"] as const).map((r) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.admin.resource(r) }),
        ),
      ),
  });
}

/** POST /api/investments/add. */
export const useCreatePlan = () =>
  usePlanMutation((body: PlanBody) =>
    apiFetch<CreatePlanResponse>("/api/investments/add", { method: "POST", body }),
  );

/** PUT /api/investments/{id}. */
export const useUpdatePlan = () =>
  usePlanMutation(({ id, body }: { id: number; body: PlanBody }) =>
    apiFetch<UpdatePlanResponse>(`/api/investments/${id}`, { method: "PUT", body }),
  );

/** DELETE /api/investments/{id}: removed, or retired when investors ever used it (`retired: true`). */
export const useDeletePlan = () =>
  usePlanMutation((id: number) =>
    apiFetch<DeletePlanResponse>(`/api/investments/${id}`, { method: "DELETE" }),
  );
