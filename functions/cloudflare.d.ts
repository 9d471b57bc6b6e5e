/**
 * The few Cloudflare runtime types the Pages Functions use, declared here instead of installing
 * @cloudflare/workers-types (whose globals would clash with the DOM types the site compiles with).
 * Shapes follow https://developers.cloudflare.com/d1/worker-api/ and the Pages Functions API.
 */

export interface D1Result<T = Record<string, unknown>> {
  results: T[];
  success: boolean;
  meta: { changes?: number; last_row_id?: number; [key: string]: unknown };
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
  run<T = Record<string, unknown>>(): Promise<D1Result<T>>;
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  batch<T = Record<string, unknown>>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

/** The static assets of the Pages project (the export), fetched without leaving the runtime. */
export interface AssetFetcher {
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}

export interface EventContext<Env, Params extends string = never> {
  request: Request;
  env: Env;
  params: Record<Params, string | string[]>;
  waitUntil(promise: Promise<unknown>): void;
  next(input?: Request | string, init?: RequestInit): Promise<Response>;
  data: Record<string, unknown>;
}

export type PagesFunction<Env, Params extends string = never> = (
  context: EventContext<Env, Params>,
) => Response | Promise<Response>;
