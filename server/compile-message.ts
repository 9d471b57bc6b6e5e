import 'server-only';
import compile from 'icu-minify/compile';
import type { CompiledMessage } from '@/lib/icu';

/**
 * icu-minify uses null-prototype objects, which React refuses to pass to a client component,
 * so the result is copied into plain ones (JSON: jsdom has no structuredClone).
 */
export function compileMessage(message: string): CompiledMessage {
  return JSON.parse(JSON.stringify(compile(message))) as CompiledMessage;
}
