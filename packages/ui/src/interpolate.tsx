import { Fragment, type ReactNode } from 'react';
import { splitTemplate } from '@broker/core/text';

/** Fills `{{name}}` placeholders of a copy string with React nodes (e.g. a phone link). */
export function interpolate(template: string, values: Record<string, ReactNode>): ReactNode {
  return splitTemplate(template).map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Fragment key={index}>{part.name in values ? values[part.name] : `{{${part.name}}}`}</Fragment>
    ),
  );
}
