import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { sampleContent } from '../../fixtures/content';
import { StepList } from './StepList';

describe('StepList', () => {
  it('is an ordered list of titled steps', () => {
    render(<StepList steps={sampleContent.en.steps} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Get Pre-Approved');
  });

  it('has no axe violations', async () => {
    const { container } = render(<StepList steps={sampleContent.es.steps} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
