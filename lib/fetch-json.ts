/** Null on an error status; rejects like fetch when the request fails or the body is not JSON. */
export async function fetchJson<T = unknown>(path: string): Promise<T | null> {
  const response = await fetch(path);
  return response.ok ? ((await response.json()) as T) : null;
}
