import { useEffect, useState } from 'react';

const REFRESH_MS = 30_000;

/** The current time, refreshed every 30 s so relative times stay true while the centre is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
