/**
 * The JSON at `path` (a file of the export), or null when the server answers with an error.
 * Rejects, like fetch, when the request itself fails (offline, blocked) or the body is not JSON.
 */
export async function fetchJson<T = unknown>(path: string): Promise<T | null> {
  const response = await fetch(path);
  return response.ok ? ((await response.json()) as T) : null;
}
