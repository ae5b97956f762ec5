import * as React from 'react';
import { Prose } from '@broker/ui/components/Prose';
import { RateExample } from '@broker/ui/components/RateExample';
import { splitAtExamples } from '../content/exampleMarkers';
import type { RateExampleView } from '../content/rateExamples';
import { useUiStrings } from '../lib/pageStrings';

/** A worked example of content/examples.yml, computed at build time, with the APR and its notes. */
export function WorkedExample({ example }: { example: RateExampleView | undefined }) {
  const strings = useUiStrings();
  if (!example) return null;
  return (
    <RateExample
      title={example.title}
      asOf={example.asOf}
      note={example.note}
      scenarios={example.scenarios}
      copy={strings.rateExample}
    />
  );
}

/** Markdown HTML with its worked examples in place (the build marks where each goes). */
export function ProseWithExamples({ html, examples }: { html: string; examples: Record<string, RateExampleView> }) {
  const parts = splitAtExamples(html);
  if (parts.length === 1 && 'html' in parts[0]!) return <Prose html={html} />;
  return (
    <>
      {parts.map((part, index) =>
        'html' in part ? (
          <Prose key={index} html={part.html} />
        ) : (
          <WorkedExample key={index} example={examples[part.example]} />
        ),
      )}
    </>
  );
}
