// Builds the chat assistant's knowledge from the site's Markdown into src/generated/chatKnowledge.json.
// gatsby-node runs it before Gatsby compiles the functions; `npm run knowledge -w @broker/site` runs it alone.
import { performance } from 'node:perf_hooks';
import { writeSiteKnowledge } from '../src/content/knowledge';

const started = performance.now();
writeSiteKnowledge().then(
  ({ passages, written }) => {
    const ms = Math.round(performance.now() - started);
    console.log(`Chat knowledge: ${passages} passages, ${written ? 'written' : 'unchanged'} (${ms} ms).`);
  },
  (error: unknown) => {
    console.error(`Could not build the chat knowledge:\n${(error as Error).message}`);
    process.exit(1);
  },
);
