import { transitionHydrate } from './src/lib/hydrate';

export const replaceHydrateFunction = () => transitionHydrate;
