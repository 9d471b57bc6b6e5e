import { useCallback, useRef, useState } from 'react';
import { parseDevices, type Device } from '@/lib/product-data';
import { fetchJson } from '@/lib/fetch-json';

/** Fetched on first `load`; empty until then or on failure (the model field takes any text). */
export function useDevices(path: string) {
  const [devices, setDevices] = useState<Device[]>([]);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    fetchJson(path)
      .then((data) => setDevices(parseDevices(data)))
      .catch(() => {
        // Offline or blocked: try again on the next focus.
        requested.current = false;
      });
  }, [path]);
  return { devices, load };
}
