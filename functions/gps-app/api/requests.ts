/**
 * POST /gps-app/api/requests: the site's forms deliver here (docs/requests.md). The logic lives
 * in functions/_lib/submit.ts; this file wires Cloudflare's bindings to it.
 */
import type { PagesFunction } from '../../cloudflare';
import { numberSetting, type RequestsEnv } from '../../_lib/env';
import { notifyPending } from '../../_lib/notify';
import { handleSubmit } from '../../_lib/submit';
import {
  catalogueIds,
  catalogueNames,
  inboxUrl,
  storeOf,
  telegramSender,
  turnstileCheck,
} from '../../_lib/wiring';

export const onRequestPost: PagesFunction<RequestsEnv> = ({ request, env, waitUntil }) => {
  const store = storeOf(env);
  const send = telegramSender(env);
  return handleSubmit(request, {
    store,
    now: () => new Date(),
    knownProducts: () => catalogueIds(env, request, Date.now()),
    productNames: () => catalogueNames(env, request, Date.now()),
    turnstile: turnstileCheck(env),
    // The row is stored: the dealer is told after the answer, and any earlier request whose
    // notification failed goes out with it.
    afterStored: () => {
      if (store && send) waitUntil(notifyPending(store, send, () => new Date(), inboxUrl(request)));
    },
    rateLimitPerHour: numberSetting(env.RATE_LIMIT_PER_HOUR, 10),
    minFillSeconds: numberSetting(env.MIN_FILL_SECONDS, 3, 0),
  });
};
