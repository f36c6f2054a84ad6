import { useEffect, useState } from 'react';
import type { PublicConfig } from '@trova/contracts';
import { loadPublicConfig } from './public-config';

/**
 * `/config.json` for a component. The loader is already memoised per page load, so a plain effect
 * is enough and keeps the query cache's observer code out of the login route.
 */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    let live = true;
    loadPublicConfig()
      .then((loaded) => {
        if (live) setConfig(loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return config;
}
