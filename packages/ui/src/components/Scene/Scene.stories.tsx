import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { vars } from '../../theme/vars.css';
import { BayScene } from './BayScene';
import { BrickellScene } from './BrickellScene';
import { CoralGablesScene } from './CoralGablesScene';
import { GroveScene } from './GroveScene';
import { HomesScene } from './HomesScene';
import { sceneOnInverse } from './Scene.css';
import type { SceneProps } from './SceneParts';

/**
 * Each scene as the site shows it: along the bottom of a navy band at the hero's height (the whole
 * drawing from 720 px, its middle on phones), on a light band, and in a card's 16:5 frame.
 */
function Showcase({ scene: Scene }: { scene: ComponentType<SceneProps> }) {
  const strip = { height: 'clamp(80px, 100vw / 9, 160px)' };
  return (
    <div>
      <div className={sceneOnInverse} style={{ background: vars.color.surfaceInverse, paddingTop: vars.space.xxl }}>
        <div style={strip}>
          <Scene />
        </div>
      </div>
      <div style={{ background: vars.color.surface, paddingTop: vars.space.xxl }}>
        <div style={strip}>
          <Scene />
        </div>
      </div>
      <div style={{ padding: vars.space.l }}>
        <div
          style={{
            maxWidth: 420,
            aspectRatio: '16 / 5',
            overflow: 'hidden',
            borderRadius: vars.radius.l,
            background: vars.color.surfaceWarm,
          }}
        >
          <Scene />
        </div>
      </div>
    </div>
  );
}

const meta = {
  title: 'Layout/Scenes',
  component: Showcase,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bay: Story = { args: { scene: BayScene } };
export const Brickell: Story = { args: { scene: BrickellScene } };
export const CoralGables: Story = { args: { scene: CoralGablesScene } };
export const Grove: Story = { args: { scene: GroveScene } };
export const Homes: Story = { args: { scene: HomesScene } };
