import Link from 'next/link';
import type { ComponentProps } from 'react';

/** Marks the anchors the router may prefetch and navigate to without a page load. */
export const clientNavAttribute = 'data-client-nav';

/**
 * The only next/link of the site. Its anchors carry `data-client-nav`, and the build keeps the
 * route payloads (`.txt`) of exactly the pages such anchors point to
 * (scripts/prune-route-payloads.mjs): every other page is reached by a plain anchor, so its
 * payloads would never be requested and are not shipped.
 */
export function ClientLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} {...{ [clientNavAttribute]: '' }} />;
}
