import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFittingLayout } from './useFittingLayout';

// A file of its own: the first measurement of a document is the one this file is about.

class FakeResizeObserver {
  observe() {}
  disconnect() {}
}

function Harness({ id }: { id: string }) {
  const target = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const layout = useFittingLayout(target, row, ['full', 'compact']);
  return (
    <header ref={target} data-testid={id}>
      <div ref={row} data-row="">
        {layout ?? 'unmeasured'}
      </div>
    </header>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = FakeResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-row') ? 1000 : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-row') ? 1000 : 0;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('measures the hydrating page in a task of its own, and a page mounted later before it paints', () => {
  render(<Harness id="first" />);
  // The server's HTML (the layout the width suggests) stays as it is through the hydrating commit.
  expect(screen.getByTestId('first')).not.toHaveAttribute('data-layout');
  expect(screen.getByTestId('first')).toHaveTextContent('unmeasured');
  act(() => void jest.runOnlyPendingTimers());
  expect(screen.getByTestId('first')).toHaveAttribute('data-layout', 'full');

  // A client-side navigation mounts the next page's header: measured in the commit, no task waited for.
  render(<Harness id="next" />);
  expect(screen.getByTestId('next')).toHaveAttribute('data-layout', 'full');
  expect(screen.getByTestId('next')).toHaveTextContent('full');
});
