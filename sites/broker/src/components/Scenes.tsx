import type { ComponentType } from 'react';
import { BayScene } from '@broker/ui/components/Scene/BayScene';
import { BrickellScene } from '@broker/ui/components/Scene/BrickellScene';
import { CoralGablesScene } from '@broker/ui/components/Scene/CoralGablesScene';
import { GroveScene } from '@broker/ui/components/Scene/GroveScene';
import { HomesScene } from '@broker/ui/components/Scene/HomesScene';
import type { SceneName } from '../content/scenes';

const SCENES: Record<SceneName, ComponentType> = {
  bay: BayScene,
  brickell: BrickellScene,
  coralGables: CoralGablesScene,
  grove: GroveScene,
  homes: HomesScene,
};

/** The scene an article names (its hero and its card on the blog). Pages of a fixed kind import their one scene instead. */
export function Scene({ name }: { name: SceneName }) {
  const Drawing = SCENES[name];
  return <Drawing />;
}
