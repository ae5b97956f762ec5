import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleContent } from '../../fixtures/content';
import { BayScene } from '../Scene/BayScene';
import { GroveScene } from '../Scene/GroveScene';
import { HomesScene } from '../Scene/HomesScene';
import { BlogCard, BlogGrid } from './BlogCard';

const meta = {
  title: 'Components/BlogCard',
  component: BlogCard,
  args: { ...sampleContent.en.posts[0], readMore: 'Read More' },
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

/** The latest-articles grid: cards below the fold fade and slide in as they scroll into view. */
export const Grid: Story = {
  render: () => (
    <BlogGrid>
      {sampleContent.en.posts.map((post) => (
        <BlogCard key={post.href} {...post} readMore="Read More" />
      ))}
    </BlogGrid>
  ),
};

export const GridSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  render: () => (
    <BlogGrid>
      {sampleContent.es.posts.slice(0, 4).map((post) => (
        <BlogCard key={post.href} {...post} readMore="Leer Más" />
      ))}
    </BlogGrid>
  ),
};

/** A drawing across the top of the card, in a 16:5 frame (in place of the icon). */
export const WithArt: Story = {
  ...Single,
  args: { art: <HomesScene /> },
};

const scenes = [<HomesScene key="homes" />, <BayScene key="bay" />, <GroveScene key="grove" />];

export const GridWithArt: Story = {
  render: () => (
    <BlogGrid>
      {sampleContent.en.posts.slice(0, 3).map((post, index) => (
        <BlogCard key={post.href} {...post} art={scenes[index]} readMore="Read More" />
      ))}
    </BlogGrid>
  ),
};
