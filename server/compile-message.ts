import 'server-only';
import compile from 'icu-minify/compile';
import type { CompiledMessage } from '@/lib/icu';

/** React refuses icu-minify's null-prototype objects: copy via JSON (jsdom: no structuredClone). */
export function compileMessage(message: string): CompiledMessage {
  return JSON.parse(JSON.stringify(compile(message))) as CompiledMessage;
}
