import { useQuery } from '@tanstack/react-query';
import { loadPublicConfig } from './public-config';

export const publicConfigQuery = {
  queryKey: ['public-config'],
  queryFn: () => loadPublicConfig(),
  staleTime: Infinity,
} as const;

/** `/config.json`, fetched once per page load. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
