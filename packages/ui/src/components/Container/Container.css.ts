import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.m,
    '@media': { [mq.tablet]: { paddingInline: vars.space.l } },
  },
  variants: {
    width: {
      content: { maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.l})` },
      prose: { maxWidth: `calc(${vars.layout.proseWidth} + 2 * ${vars.space.l})` },
    },
  },
  defaultVariants: { width: 'content' },
});
