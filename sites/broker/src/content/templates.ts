export const TEMPLATES = [
  'home',
  'buy-home',
  'refinance',
  'calculator',
  'calculator-tool',
  'about',
  'contact',
  'blog',
  'article',
  'neighbourhood',
  'legal',
] as const;

export type PageTemplate = (typeof TEMPLATES)[number];
