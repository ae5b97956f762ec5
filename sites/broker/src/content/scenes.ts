/**
 * The illustrations a page's hero and an article's card can carry (@broker/ui's scenes), by the
 * name an article's frontmatter gives as `scene`. An article without one gets its kind's.
 */
export const SCENE_NAMES = ['bay', 'brickell', 'coralGables', 'grove', 'homes'] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

export const isSceneName = (value: unknown): value is SceneName => SCENE_NAMES.includes(value as SceneName);

/** The scene of an article: its own, or a street of homes for a loan program and the bay for the blog. */
export function articleScene(frontmatter: { scene?: unknown; kind?: unknown }): SceneName {
  if (isSceneName(frontmatter.scene)) return frontmatter.scene;
  return frontmatter.kind === 'program' ? 'homes' : 'bay';
}
