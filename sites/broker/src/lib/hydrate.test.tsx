/** @jest-environment jsdom */
import { act, useState } from 'react';
import { transitionHydrate } from './hydrate';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Clicked {count}
      </button>
    </div>
  );
}

function mount(html: string) {
  document.body.innerHTML = `<div id="___gatsby">${html}</div>`;
  return document.getElementById('___gatsby')!;
}

describe('transitionHydrate', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('hydrates the server markup in place, without recreating it, and makes it interactive', async () => {
    // What the server renders for <Counter />.
    const container = mount('<div id="gatsby-focus-wrapper"><button type="button">Clicked <!-- -->0</button></div>');
    const serverButton = container.querySelector('button')!;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => transitionHydrate(<Counter />, container));
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Clicked 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders a page that has no server markup', async () => {
    const container = mount('<div id="gatsby-focus-wrapper"></div>');
    await act(async () => transitionHydrate(<Counter />, container));
    expect(container.querySelector('button')?.textContent).toBe('Clicked 0');
  });
});
