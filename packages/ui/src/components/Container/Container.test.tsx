import { render, screen } from '@testing-library/react';
import { Container } from './Container';

describe('Container', () => {
  it('limits prose to a narrower measure than page content', () => {
    render(
      <>
        <Container>content</Container>
        <Container width="prose">prose</Container>
      </>,
    );
    const content = getComputedStyle(screen.getByText('content')).maxWidth;
    const prose = getComputedStyle(screen.getByText('prose')).maxWidth;
    expect(content).toContain('contentWidth');
    expect(prose).toContain('proseWidth');
  });
});
