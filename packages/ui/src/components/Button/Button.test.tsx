import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { LinkProvider, type LinkComponent } from '../../link/LinkProvider';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button of type button that reacts to the keyboard', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Get Your Rate Today</Button>);
    const button = screen.getByRole('button', { name: 'Get Your Rate Today' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not react while disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button onClick={onClick} disabled>
        Submitting...
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submitting...' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('opens external links in a new tab without opener access', () => {
    render(
      <Button href="https://apply.example.com/" external>
        Apply Now
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Apply Now' });
    expect(link).toHaveAttribute('href', 'https://apply.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tells screen readers that an external link opens a new tab, after its visible label', () => {
    render(
      <Button href="https://apply.example.com/" external newTabHint="opens in a new tab">
        Apply Now
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Apply Now (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    // Ignored where the link stays in the tab.
    render(
      <Button href="/contact" newTabHint="opens in a new tab">
        Contact
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('target');
  });

  it('renders internal links through the injected link component', () => {
    const RouterLink: LinkComponent = ({ href, children, ...props }) => (
      <a data-router="yes" href={`/app${href}`} {...props}>
        {children}
      </a>
    );
    render(
      <LinkProvider component={RouterLink}>
        <Button href="/calculator" variant="outline">
          Calculate Payment
        </Button>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Calculate Payment' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/app/calculator');
    expect(link).not.toHaveAttribute('target');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Button>Send</Button>
        <Button href="/contact" variant="secondary">
          Contact
        </Button>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
