import { render, screen } from '@testing-library/react';
import { root } from '../../theme/global.css';
import { themeClass } from '../../theme/theme.css';
import { ThemePortal } from './ThemePortal';

describe('ThemePortal', () => {
  it('renders its content at the end of the body inside the theme, outside the opener', () => {
    const { container, unmount } = render(
      <div>
        <ThemePortal lang="es">
          <p>Contenido</p>
        </ThemePortal>
      </div>,
    );
    const content = screen.getByText('Contenido');
    expect(container).not.toContainElement(content);
    const host = content.parentElement!;
    expect(host).toHaveClass(themeClass, root);
    expect(host).toHaveAttribute('lang', 'es');
    expect(document.body.lastElementChild).toBe(host);
    unmount();
    expect(host.isConnected).toBe(false);
  });
});
