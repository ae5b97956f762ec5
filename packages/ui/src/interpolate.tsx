import { Fragment, type ReactNode } from 'react';

/** Fills `{name}` placeholders of a copy string with React nodes (e.g. a phone link). */
export function interpolate(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return parts.map((part, index) =>
    index % 2 === 1 ? <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment> : part,
  );
}
