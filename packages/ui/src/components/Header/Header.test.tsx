import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { uiCopy } from '../../copy';
import { sampleCompany, sampleNavigation, samplePortal } from '../../fixtures/sample';
import { LanguageToggle } from '../LanguageToggle/LanguageToggle';
import { Header, type HeaderProps } from './Header';

const renderHeader = (overrides: Partial<HeaderProps> = {}) =>
  render(
    <Header
      links={sampleNavigation.en}
      applyHref={samplePortal}
      homeHref="/"
      companyName={sampleCompany}
      copy={uiCopy.en.header}
      languageToggle={<LanguageToggle href="/es/comprar-casa" {...uiCopy.en.languageToggle} />}
      {...overrides}
    />,
  );

describe('Header', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it('lists the seven links and marks the current page', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Buy a Home',
      'Refinance',
      'Calculator',
      'Blog',
      'About',
      'Contact',
    ]);
    expect(within(nav).getByRole('link', { name: 'Buy a Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the application portal in a new tab without opener access', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const apply = screen.getByRole('link', { name: 'Apply Now (opens in a new tab)' });
    expect(apply).toHaveAttribute('href', samplePortal);
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names the logo link after the company and points it home', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: `${sampleCompany}, home page` })).toHaveAttribute('href', '/');
  });

  it('opens and closes the menu with its button', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Refinance' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-state', 'open');

    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets the browser open the menu before the scripts run: the button targets the panel as a popover', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    const panelId = button.getAttribute('aria-controls') ?? '';
    expect(button).toHaveAttribute('popovertarget', panelId);
    expect(document.getElementById(panelId)).toHaveAttribute('popover', 'auto');
  });

  it('closes the menu on Escape and returns focus to the menu button', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when a link is picked', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    const refinance = screen.getByRole('link', { name: 'Refinance' });
    refinance.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(refinance);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('turns translucent only after 50px of scroll', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 50;
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 51;
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute('data-scrolled', 'true');
  });

  it('renders Spanish copy and the toggle back to English', async () => {
    renderHeader({
      links: sampleNavigation.es,
      copy: uiCopy.es.header,
      languageToggle: <LanguageToggle href="/buy-home" {...uiCopy.es.languageToggle} />,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Aplicar Ahora \(se abre en una pestaña nueva\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('hreflang', 'en');
  });

  it('has no axe violations with the menu closed or open', async () => {
    const { container } = renderHeader();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
