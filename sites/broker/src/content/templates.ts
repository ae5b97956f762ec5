export const TEMPLATES = [
  'home',
  'buy-home',
  'refinance',
  'calculator',
  'about',
  'contact',
  'blog',
  'article',
  'neighbourhood',
  'legal',
] as const;

export type PageTemplate = (typeof TEMPLATES)[number];
