"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { updateProfile } from "@/lib/accounts/update-profile";
import { queryKeys } from "@/lib/query-keys";
import type { ProfileInput } from "@/lib/validation/account";
import { rememberSignIn, sessionUserQuery } from "./use-session";

export type UpdateProfileResponse = Awaited<ReturnType<typeof updateProfile>>;

/** The signed-in user's profile: the session's own GET /api/user, so both always agree. */
export const useProfile = () => useQuery(sessionUserQuery);

/** PUT /api/users/profile {name, email, phone, currentPassword?}: the dashboard greets with the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) =>
      apiFetch<UpdateProfileResponse>("/api/users/profile", { method: "PUT", body }),
    onSuccess: ({ user }) => {
      // Keeps the e-mail in the local store too; it must not name the old address.
      rememberSignIn(user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
