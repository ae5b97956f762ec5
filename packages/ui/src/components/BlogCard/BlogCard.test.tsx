import { act, render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { sampleContent } from '../../fixtures/content';
import { HomesScene } from '../Scene/HomesScene';
import { BlogCard, BlogGrid } from './BlogCard';

const posts = sampleContent.en.posts;

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: Callback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((item) => item !== element);
  }
  disconnect() {
    this.observed = [];
  }
  report(visible: (element: Element, index: number) => boolean) {
    act(() =>
      this.callback(this.observed.map((target, index) => ({ target, isIntersecting: visible(target, index) }))),
    );
  }
}

describe('BlogCard', () => {
  it('shows category, title and excerpt, and a Read More link named after the article', () => {
    const post = posts[0];
    render(<BlogCard {...post} readMore="Read More" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(post.category)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: post.title })).toBeInTheDocument();
    expect(within(card).getByText(post.excerpt)).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: new RegExp(`^Read More\\s*:\\s*${post.title}$`) });
    expect(link).toHaveAttribute('href', post.href);
  });

  it('draws its icon as a hidden svg, with no emoji in the card', () => {
    const post = posts[0];
    render(<BlogCard {...post} readMore="Read More" />);
    const card = screen.getByRole('article');
    const icon = card.querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', post.icon);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(card).toHaveTextContent(/^[^\p{Extended_Pictographic}]*$/u);
  });
});

describe('BlogCard with art', () => {
  it('shows the drawing at the top of the card in place of the icon, hidden from assistive technology', async () => {
    const post = posts[0];
    const { container } = render(<BlogCard {...post} art={<HomesScene />} readMore="Read More" />);
    const card = screen.getByRole('article');
    const drawings = card.querySelectorAll('svg');
    expect(drawings).toHaveLength(1);
    expect(drawings[0]).toHaveAttribute('aria-hidden', 'true');
    expect(drawings[0]).not.toHaveAttribute('data-icon');
    expect(card.firstElementChild).toContainElement(drawings[0]!);
    expect(within(card).getByRole('heading', { name: post.title })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws no art when none is given', () => {
    render(<BlogCard {...posts[0]} readMore="Read More" />);
    expect(screen.getByRole('article').querySelectorAll('svg:not([data-icon])')).toHaveLength(0);
  });
});

describe('BlogGrid', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
  });
  afterEach(() => {
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: original });
  });

  const renderGrid = () =>
    render(
      <BlogGrid>
        {posts.map((post) => (
          <BlogCard key={post.href} {...post} readMore="Read More" />
        ))}
      </BlogGrid>,
    );

  it('uses one observer, keeps cards already in view visible and reveals the others once, 0.1s apart', () => {
    renderGrid();
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    const observer = FakeIntersectionObserver.instances[0]!;
    const items = screen.getAllByRole('listitem');
    expect(observer.observed).toHaveLength(5);

    observer.report((_, index) => index < 2);
    expect(items.map((item) => item.dataset.reveal)).toEqual([undefined, undefined, 'hidden', 'hidden', 'hidden']);

    observer.report(() => true);
    expect(items.map((item) => item.dataset.reveal)).toEqual([undefined, undefined, 'shown', 'shown', 'shown']);
    expect(items.slice(2).map((item) => item.style.getPropertyValue('--reveal-delay'))).toEqual([
      '0ms',
      '100ms',
      '200ms',
    ]);
    expect(observer.observed).toHaveLength(0);
  });

  it('hides nothing when the visitor prefers reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      renderGrid();
      expect(FakeIntersectionObserver.instances).toHaveLength(0);
      expect(screen.getAllByRole('listitem').every((item) => item.dataset.reveal === undefined)).toBe(true);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('has no axe violations', async () => {
    const { container } = renderGrid();
    expect(await axe(container)).toHaveNoViolations();
  });
});
