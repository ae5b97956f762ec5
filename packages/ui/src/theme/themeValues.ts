import type { Tokens } from './tokens';

const px = (value: number): string => `${value}px`;
const ms = (value: number): string => `${value}ms`;
const rem = (value: number): string => `${value / 16}rem`;

const mapValues = <K extends string, V, R>(record: Record<K, V>, fn: (value: V) => R): Record<K, R> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as V)])) as Record<K, R>;

/** Turns tokens into the CSS values of the theme contract (a pure function, shared by contract and theme). */
export function themeValues(tokens: Tokens) {
  return {
    color: { ...tokens.color },
    font: { ...tokens.font },
    fontSize: mapValues(tokens.type, ([size]) => rem(size)),
    lineHeight: mapValues(tokens.type, ([size, lineHeight]) => String(lineHeight / size)),
    fontWeight: mapValues(tokens.fontWeight, String),
    space: mapValues(tokens.space, rem),
    radius: { ...tokens.radius },
    shadow: { ...tokens.shadow },
    duration: mapValues(tokens.motion, ms),
    layout: {
      headerHeight: px(tokens.layout.headerHeight),
      contentWidth: px(tokens.layout.contentWidth),
      proseWidth: px(tokens.layout.proseWidth),
    },
  };
}

export type ThemeValues = ReturnType<typeof themeValues>;
