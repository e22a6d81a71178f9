import { marketingPlanSchema, type PlanUpdateInput } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { plansKeys } from '../../../lib/plans-keys';
import { adminPlansKeys } from './admin-plans-keys';

const savePlan = async ({ id, input }: { id: string; input: PlanUpdateInput }) =>
  (
    await apiRequest(`/admin/plans/${encodeURIComponent(id)}`, {
      method: 'PUT',
      auth: true,
      body: input,
      schema: marketingPlanSchema,
    })
  ).data;

/** Saves a plan; the admin's overview and the store's plan cards then show the new figures. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminPlansKeys.all });
      // The plan cards and My plans read the plans on sale: refetched when next shown.
      await queryClient.invalidateQueries({ queryKey: plansKeys.all });
    },
  });
}
