import { render } from '@testing-library/react';
import { ICON_NAMES, Icon, IconSprite, iconSymbolId, isIconName } from '.';

const SHAPES = 'path, circle, rect, line, polyline, polygon, ellipse';

describe('Icon', () => {
  it('shows its name’s drawing as a decorative, 1em svg that takes no focus', () => {
    const { container } = render(<Icon name="house" className="extra" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('data-icon', 'house');
    // Fixed width and height before any CSS, so nothing moves when the styles arrive.
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    expect(svg?.classList).toContain('extra');
    expect(svg?.classList.length).toBe(2);
    expect(svg?.querySelector('use')).toHaveAttribute('href', '#icon-house');
  });
});

describe('IconSprite', () => {
  it('holds one hidden symbol with a lucide drawing for every name, in the current colour', () => {
    const { container } = render(<IconSprite />);
    const sprite = container.firstElementChild;
    expect(sprite).toHaveAttribute('aria-hidden', 'true');
    expect(sprite).toHaveAttribute('focusable', 'false');
    const symbols = [...container.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual(ICON_NAMES.map(iconSymbolId));
    for (const symbol of symbols) {
      expect(symbol).toHaveAttribute('viewBox', '0 0 24 24');
      expect(symbol.querySelector('svg')).toHaveAttribute('stroke', 'currentColor');
      expect(symbol.querySelectorAll(SHAPES).length).toBeGreaterThan(0);
    }
    const drawings = symbols.map((symbol) => symbol.innerHTML.replace(/class="[^"]*"/, ''));
    expect(new Set(drawings).size).toBe(ICON_NAMES.length);
  });

  it('resolves every Icon on the page', () => {
    const { container } = render(
      <>
        <IconSprite />
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    for (const use of container.querySelectorAll('use')) {
      expect(container.querySelector(use.getAttribute('href') ?? 'none')?.tagName.toLowerCase()).toBe('symbol');
    }
    expect(container.querySelectorAll('use')).toHaveLength(ICON_NAMES.length);
  });
});

describe('isIconName', () => {
  it('accepts the names and rejects emoji, unknown names and other values', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(30);
    expect(ICON_NAMES.every(isIconName)).toBe(true);
    expect(isIconName('🏡')).toBe(false);
    expect(isIconName('home')).toBe(false);
    expect(isIconName('House')).toBe(false);
    expect(isIconName('')).toBe(false);
    expect(isIconName(undefined)).toBe(false);
    expect(isIconName(3)).toBe(false);
  });
});
