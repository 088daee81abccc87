import { Link, type LinkProps } from "@remix-run/react";

/**
 * A link between public pages. It fetches the next page's data and code when the visitor shows
 * the intent to follow it (pointer over it, keyboard focus, a finger touching it), so the tap
 * itself opens the page without a wait for the network; both answers come from the edge cache
 * (decision 044).
 */
export function SiteLink(props: LinkProps) {
  return <Link prefetch="intent" {...props} />;
}
