import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Scene.css';

export interface SceneProps {
  className?: string;
}

/**
 * A 9:1 horizon strip, ground at the bottom edge. It fills its box's width and height without
 * stretching: a box wider than 9:1 crops the sky, a narrower one (phones, cards) keeps the middle,
 * where each drawing puts what it is about.
 */
export function SceneSvg({ className, children }: SceneProps & { children: ReactNode }) {
  return (
    <svg
      className={cx(styles.scene, className)}
      viewBox="0 0 1440 160"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const palm =
  'M-4 0C0-40 2-70 6-100h5C7-70 5-40 4 0zM8-100c-14-10-32-2-46 14c14-2 32-4 46-14M8-100c-12-17-28-19-40-10c12 5 28 13 40 10M8-100c-4-21-10-29-14-24c4 9 10 23 14 24M8-100c4-21 10-29 14-24c-4 9-10 23-14 24M8-100c12-17 28-19 40-10c-12 5-28 13-40 10M8-100c14-10 32-2 46 14c-14-2-32-4-46-14';

/** A coconut palm standing at x on the bottom edge, 100 units tall at size 1; negative size leans it left. */
export function Palm({ x, size = 1, y = 160 }: { x: number; size?: number; y?: number }) {
  return <path className={styles.near} d={palm} transform={`translate(${x} ${y}) scale(${size} ${Math.abs(size)})`} />;
}

const boat = 'M-28-6h56l-8 8h-40zM2-10V-84L30-10zM-2-14V-70L-24-14z';

/** A sailboat on the water line at (x, y). */
export function Sailboat({ x, y, size = 1 }: { x: number; y: number; size?: number }) {
  return <path className={styles.mid} d={boat} transform={`translate(${x} ${y}) scale(${size})`} />;
}
