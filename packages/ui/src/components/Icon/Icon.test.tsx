import { render } from '@testing-library/react';
import { ICON_NAMES, Icon, isIconName } from '.';

describe('Icon', () => {
  it('draws every name as a decorative svg that takes no focus', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg).toHaveAttribute('data-icon', name);
      expect(svg?.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse').length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('keeps its class beside the extra one', () => {
    const { container } = render(<Icon name="house" className="extra" />);
    expect(container.querySelector('svg')?.classList).toContain('extra');
    expect(container.querySelector('svg')?.classList.length).toBeGreaterThan(1);
  });

  it('gives different names different drawings', () => {
    const drawing = (name: (typeof ICON_NAMES)[number]) =>
      render(<Icon name={name} />).container.querySelector('svg')?.innerHTML;
    expect(drawing('trending-up')).not.toEqual(drawing('trending-down'));
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
