import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { themeClass } from '../../theme/theme.css';
import { Page, ThemeRoot } from './ThemeRoot';

describe('ThemeRoot', () => {
  it('applies the brand theme class', () => {
    render(<ThemeRoot lang="es">contenido</ThemeRoot>);
    const root = screen.getByText('contenido');
    expect(root).toHaveClass(themeClass);
    expect(root).toHaveAttribute('lang', 'es');
  });
});

describe('Page', () => {
  const renderPage = () =>
    render(
      <Page
        skipLinkLabel="Skip to main content"
        header={
          <header>
            <a href="/">Home</a>
          </header>
        }
        footer={<footer>Footer</footer>}
      >
        <h1>Calculator</h1>
      </Page>,
    );

  it('starts with a skip link that targets the main landmark', async () => {
    renderPage();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    expect(await axe(container)).toHaveNoViolations();
  });
});
