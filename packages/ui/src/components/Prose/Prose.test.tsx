import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Prose } from './Prose';

describe('Prose', () => {
  it('renders the site-built HTML', () => {
    render(<Prose html="<h2>Closing costs</h2><p>Usually 2-5% of the price.</p>" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Closing costs' })).toBeInTheDocument();
  });

  it('renders React children as text', () => {
    render(<Prose>{'<b>not markup</b>'}</Prose>);
    expect(screen.getByText('<b>not markup</b>')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Prose html="<h2>Pasos</h2><ol><li>Pre-aprobación</li><li>Cierre</li></ol>" />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
