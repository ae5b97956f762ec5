import { act, render, screen } from '@testing-library/react';
import { useRef, type ReactElement } from 'react';
import { useFittingLayout, type FittingOptions } from './useFittingLayout';

const LAYOUTS = ['full', 'condensed', 'compact'] as const;
/** Width the row's content needs in each layout, and the room it has. */
let needs: Record<string, number>;
let room: number;
let resize: () => void;

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    resize = () => this.callback();
  }
  disconnect() {}
}

function Harness({ options }: { options?: FittingOptions }) {
  const target = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const layout = useFittingLayout(target, row, LAYOUTS, options);
  return (
    <header ref={target} data-testid="target">
      <div ref={row} data-testid="row">
        {layout ?? 'unmeasured'}
      </div>
    </header>
  );
}

/** Renders, then runs the task the first measurement of a document waits for. */
function renderMeasured(element: ReactElement) {
  const result = render(element);
  act(() => void jest.runOnlyPendingTimers());
  return result;
}

describe('useFittingLayout', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = FakeResizeObserver;
    needs = { full: 1150, condensed: 1000 };
    room = 1200;
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'row' ? room : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      const layout = this.parentElement?.getAttribute('data-layout') ?? '';
      return this.dataset.testid === 'row' ? Math.max(room, needs[layout] ?? 0) : 0;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Records the layout the row is in each time it is measured, with " measuring" while transitions are off. */
  function recordMeasurements(): string[] {
    const measured: string[] = [];
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    const measure = scrollWidth.getMockImplementation()!;
    scrollWidth.mockImplementation(function (this: HTMLElement) {
      const target = this.parentElement;
      if (this.dataset.testid === 'row' && target)
        measured.push(
          `${target.getAttribute('data-layout')}${target.hasAttribute('data-measuring') ? ' measuring' : ''}`,
        );
      return measure.call(this);
    });
    return measured;
  }

  it('lays out the chosen layout before switching transitions back on (no fade from the last candidate tried)', () => {
    room = 800;
    const reads = recordMeasurements();
    renderMeasured(<Harness />);
    expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'compact');
    expect(screen.getByTestId('target')).not.toHaveAttribute('data-measuring');
    expect(reads.at(-1)).toBe('compact measuring');
  });

  it('tries the layouts from the narrowest up and stops at the first that overflows (one trial on a phone)', () => {
    room = 400;
    const tried = recordMeasurements();
    renderMeasured(<Harness />);
    expect(tried).toEqual(['condensed measuring', 'compact measuring']);
    expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'compact');
  });

  it('takes the widest layout that fits, and the next when the room shrinks', () => {
    renderMeasured(<Harness />);
    expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'full');
    room = 1100;
    act(() => resize());
    expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'condensed');
    expect(screen.getByTestId('row')).toHaveTextContent('condensed');
  });

  it('falls back to the last layout when none of the others fits, and widens again with room', () => {
    room = 800;
    renderMeasured(<Harness />);
    expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'compact');
    room = 1280;
    act(() => resize());
    expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'full');
  });

  it('decides by the content: a longer row needs more room', () => {
    needs = { full: 1330, condensed: 1180 };
    room = 1240;
    renderMeasured(<Harness />);
    expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'condensed');
  });

  describe('with a room below which only the fallback fits', () => {
    const options: FittingOptions = { fallbackBelow: { rem: 40, px: 640 } };
    /** The layouts the row was measured in, and whether transitions were off each time. */
    let tried: string[];
    beforeEach(() => {
      tried = recordMeasurements();
    });
    afterEach(() => {
      document.documentElement.style.fontSize = '';
    });

    it('takes the fallback on a phone without trying any layout', () => {
      room = 412;
      renderMeasured(<Harness options={options} />);
      expect(tried).toEqual([]);
      expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'compact');
      expect(screen.getByTestId('target')).not.toHaveAttribute('data-measuring');
      expect(screen.getByTestId('row')).toHaveTextContent('compact');
    });

    it('measures from that room up', () => {
      room = 700;
      renderMeasured(<Harness options={options} />);
      expect(tried).toEqual(['condensed measuring', 'compact measuring']);
      expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'compact');
    });

    it("counts the rem at the reader's text size: with small text a narrower room is measured", () => {
      document.documentElement.style.fontSize = '10px';
      room = 412;
      renderMeasured(<Harness options={options} />);
      expect(tried).toEqual(['condensed measuring', 'compact measuring']);
    });

    it('measures from the pixel bound up, however large the text (the CSS may show a row there)', () => {
      document.documentElement.style.fontSize = '32px';
      room = 800;
      renderMeasured(<Harness options={options} />);
      expect(tried).toEqual(['condensed measuring', 'compact measuring']);
    });

    it('measures into the fallback when another layout is shown (transitions off)', () => {
      renderMeasured(<Harness options={options} />);
      expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'full');
      tried.length = 0;
      room = 412;
      act(() => resize());
      expect(tried).toEqual(['condensed measuring', 'compact measuring']);
      expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'compact');
      // Once the fallback is shown, a narrower room again takes it without a trial.
      tried.length = 0;
      room = 380;
      act(() => resize());
      expect(tried).toEqual([]);
      expect(screen.getByTestId('target')).toHaveAttribute('data-layout', 'compact');
    });
  });

  it('leaves the layout to CSS where nothing is laid out', () => {
    room = 0;
    renderMeasured(<Harness />);
    expect(screen.getByTestId('target')).not.toHaveAttribute('data-layout');
    expect(screen.getByTestId('row')).toHaveTextContent('unmeasured');
  });
});
