import * as React from 'react';
import { Link } from 'gatsby';
import type { LinkComponentProps } from '@broker/ui';

/** Internal links through Gatsby's router (prefetching, client-side navigation). */
export function GatsbyLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...(rest as Record<string, unknown>)} />;
}
