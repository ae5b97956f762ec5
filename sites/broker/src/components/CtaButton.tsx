import * as React from 'react';
import { Button, type ButtonProps } from '@broker/ui/components/Button';
import { resolveCta, type Cta } from './cta';
import { useUiStrings } from '../lib/pageStrings';
import { usePrequalify } from './SiteOverlays';

export interface CtaButtonProps {
  cta: Cta;
  variant?: ButtonProps['variant'];
  tone?: ButtonProps['tone'];
  size?: ButtonProps['size'];
}

/** A content call to action: a page link, the external application (new tab) or the pre-qualification dialog. */
export function CtaButton({ cta, variant = 'primary', tone, size }: CtaButtonProps) {
  const strings = useUiStrings();
  const prequalify = usePrequalify();
  const resolved = resolveCta(cta);
  if (resolved.kind === 'prequalify') {
    return (
      <Button
        variant={variant}
        tone={tone}
        size={size}
        onClick={(event) => prequalify.open(event.currentTarget)}
        aria-haspopup="dialog"
      >
        {resolved.label}
      </Button>
    );
  }
  return (
    <Button
      href={resolved.href}
      external={resolved.external}
      newTabHint={strings.footer.opensInNewTab}
      variant={variant}
      tone={tone}
      size={size}
    >
      {resolved.label}
    </Button>
  );
}
