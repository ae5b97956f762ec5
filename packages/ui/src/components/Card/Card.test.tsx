import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { sampleContent } from '../../fixtures/content';
import { CardGrid } from '../CardGrid/CardGrid';
import { BenefitCard, CategoryCard, LoanTypeCard, ProgramCard, TeamCard, TestimonialCard, ValueCard } from './Card';

const en = sampleContent.en;

describe('BenefitCard', () => {
  it('shows a titled card with a decorative icon', () => {
    render(<BenefitCard {...en.benefits[0]} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: en.benefits[0].title })).toBeInTheDocument();
    const icon = card.querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', en.benefits[0].icon);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(card).toHaveTextContent(/^[^\p{Extended_Pictographic}]*$/u);
  });
});

describe('LoanTypeCard', () => {
  it('lists its facts', () => {
    render(<LoanTypeCard {...en.loanTypes[0]} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...en.loanTypes[0].facts]);
  });
});

describe('ProgramCard', () => {
  it('links its title to the program article and reports the click', async () => {
    const onClick = jest.fn();
    const program = en.programs[0];
    render(<ProgramCard {...program} moreLabel="Read the guide" onClick={onClick} />);
    const link = screen.getByRole('link', { name: program.title });
    expect(link).toHaveAttribute('href', program.href);
    link.addEventListener('click', (event) => event.preventDefault());
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('TestimonialCard', () => {
  it('quotes the client and names them with a descriptor', () => {
    const testimonial = en.testimonials[1];
    render(<TestimonialCard {...testimonial} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText(testimonial.quote).closest('blockquote')).not.toBeNull();
    expect(figure).toHaveTextContent(`${testimonial.name}, ${testimonial.descriptor}`);
  });
});

describe('TeamCard', () => {
  it('shows name, role and description', () => {
    const member = en.team[0];
    render(<TeamCard {...member} />);
    expect(screen.getByRole('heading', { name: member.name })).toBeInTheDocument();
    expect(screen.getByText(member.role)).toBeInTheDocument();
  });

  it("links a loan originator's NMLS ID to their public record, in a new tab", () => {
    const member = en.team[0];
    render(<TeamCard {...member} />);
    const link = screen.getByRole('link', { name: member.license.label });
    expect(link).toHaveTextContent(member.license.text);
    expect(link).toHaveAttribute('href', member.license.href);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows no license for staff who do not originate loans', () => {
    render(<TeamCard {...en.team[2]} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('CardGrid', () => {
  it('lists the cards so their number is announced', () => {
    render(
      <CardGrid columns={4}>
        {en.values.map((value) => (
          <ValueCard key={value.title} {...value} />
        ))}
      </CardGrid>,
    );
    expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(4);
  });

  it('has no axe violations with every kind of card', async () => {
    const { container } = render(
      <main>
        <h2>Cards</h2>
        <CardGrid>
          <BenefitCard {...en.benefits[0]} />
          <LoanTypeCard {...en.loanTypes[0]} />
          <ProgramCard {...en.programs[0]} moreLabel="Read the guide" />
          <TestimonialCard {...en.testimonials[0]} />
          <ValueCard {...en.values[0]} />
          <CategoryCard {...en.categories[0]} />
          <TeamCard {...en.team[0]} />
        </CardGrid>
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
