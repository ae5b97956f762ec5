export { BayScene } from './BayScene';
export { BrickellScene } from './BrickellScene';
export { CoralGablesScene } from './CoralGablesScene';
export { GroveScene } from './GroveScene';
export { HomesScene } from './HomesScene';
export { sceneOnInverse } from './Scene.css';
export type { SceneProps } from './SceneParts';
