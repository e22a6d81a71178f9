import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/catalogue-keys';
import { deleteCard, updateCard, uploadCard } from './card-calls';

/** After any change the catalogue (every cards query, the admin list too) and the category list are stale. */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.cards }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
    ]);
}

export function useUploadCard() {
  const onSuccess = useRefreshCatalogue();
  return useMutation({ mutationFn: uploadCard, onSuccess });
}

export function useUpdateCard() {
  const onSuccess = useRefreshCatalogue();
  return useMutation({ mutationFn: ({ id, form }: { id: string; form: FormData }) => updateCard(id, form), onSuccess });
}

export function useDeleteCard() {
  const onSuccess = useRefreshCatalogue();
  return useMutation({ mutationFn: deleteCard, onSuccess });
}

/** The server's own words for a refusal; the fallback for anything else (network, server fault). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}
