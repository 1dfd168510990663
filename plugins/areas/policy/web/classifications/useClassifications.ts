/**
 * Reading PID_CLASSIFICATIONS (with the classifier rules) and saving the node's own section. The query key
 * starts ['property', objectId, 'PID_CLASSIFICATIONS'] so the events service refreshes it when another console
 * saves the policy.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@fathom/sdk/api';
import { ApiClient, useService } from '@fathom/sdk/web';
import type { ClassificationsAnswer, ClassificationsSection } from './model';

export const CLASSIFICATIONS_PROPERTY = 'PID_CLASSIFICATIONS';

const keyOf = (objectId: string) => ['property', objectId, CLASSIFICATIONS_PROPERTY, { rules: true }];

export function useClassifications(objectId: string) {
  const api = useService(ApiClient);
  return useQuery({
    queryKey: keyOf(objectId),
    queryFn: ({ signal }) =>
      api.get<ClassificationsAnswer>(
        API_PATHS.property,
        { objectId, propertyId: CLASSIFICATIONS_PROPERTY, options: { rules: true } },
        { signal, suppressError: true },
      ),
    retry: false,
  });
}

/** Saves the section; the server's answer (the section resolved again) replaces the cached one. */
export function useSaveClassifications(objectId: string) {
  const api = useService(ApiClient);
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (section: ClassificationsSection) =>
      api.post<ClassificationsAnswer | undefined>(
        API_PATHS.property,
        { objectId, propertyId: CLASSIFICATIONS_PROPERTY, property: section },
        { suppressError: true },
      ),
    onSuccess: (answer, section) => {
      queries.setQueryData<ClassificationsAnswer>(keyOf(objectId), old => (old ? { ...old, ...(answer ?? section), rules: old.rules } : old));
      void queries.invalidateQueries({ queryKey: ['property', objectId, CLASSIFICATIONS_PROPERTY] });
    },
  });
}
