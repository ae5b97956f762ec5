import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { LinkProvider, type LinkComponent } from '../../link/LinkProvider';
import { LanguageToggle } from './LanguageToggle';

describe('LanguageToggle', () => {
  it('links to the counterpart page with hreflang and lang', () => {
    render(<LanguageToggle href="/es/comprar-casa" hrefLang="es" label="Español" title="Ver esta página en español" />);
    const link = screen.getByRole('link', { name: /Español/ });
    expect(link).toHaveAttribute('href', '/es/comprar-casa');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link).toHaveAttribute('lang', 'es');
  });

  it('goes through the injected link component', () => {
    const RouterLink: LinkComponent = ({ children, ...props }) => (
      <a data-router="" {...props}>
        {children}
      </a>
    );
    render(
      <LinkProvider component={RouterLink}>
        <LanguageToggle href="/buy-home" hrefLang="en" label="English" />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('data-router');
  });

  it('has no axe violations', async () => {
    const { container } = render(<LanguageToggle href="/es" hrefLang="es" label="Español" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
