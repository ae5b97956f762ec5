import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import { BayScene } from './BayScene';
import { BrickellScene } from './BrickellScene';
import { CoralGablesScene } from './CoralGablesScene';
import { GroveScene } from './GroveScene';
import { HomesScene } from './HomesScene';

const scenes = { BayScene, BrickellScene, CoralGablesScene, GroveScene, HomesScene };

describe.each(Object.entries(scenes))('%s', (name, Scene) => {
  it('is hidden from assistive technology, out of the tab order and holds no text', async () => {
    const { container } = render(<Scene />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveTextContent(/^$/);
    expect(svg?.querySelector('title, desc, text, a, foreignObject')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('fills its box without stretching, and does not move', () => {
    const { container } = render(<Scene />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 1440 160');
    expect(svg).toHaveAttribute('preserveAspectRatio', 'xMidYMax slice');
    expect(svg?.querySelector('animate, animateTransform, animateMotion, set')).toBeNull();
  });

  it('stays a small drawing (its source under 2.5 KB)', () => {
    expect(readFileSync(path.join(__dirname, `${name}.tsx`)).byteLength).toBeLessThan(2560);
  });
});
