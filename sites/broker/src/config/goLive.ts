/** The environment a build runs in (`process.env`, or a test's own). */
type Env = Readonly<Record<string, string | undefined>>;

/**
 * Whether this build goes to the live site: Netlify's production context (`CONTEXT=production`,
 * which Netlify sets) or `BROKER_GO_LIVE=true` for a self-hosted production build. `BROKER_GO_LIVE=false`
 * turns it off even in Netlify's production context (the offline test of the production output runs
 * with the sample data). Development, tests, `npm start` and deploy previews are not go-live builds.
 * Any other value of `BROKER_GO_LIVE` is an error, so a typo never skips the gate silently.
 */
export function isGoLiveBuild(env: Env): boolean {
  const flag = (env.BROKER_GO_LIVE ?? '').trim().toLowerCase();
  if (flag === 'true') return true;
  if (flag === 'false') return false;
  if (flag !== '') throw new Error(`BROKER_GO_LIVE must be "true" or "false" (got "${env.BROKER_GO_LIVE}")`);
  return env.CONTEXT === 'production';
}

/** Every leaf value of a nested record, with its dotted path. */
function leaves(value: unknown, path: string): Array<{ path: string; value: unknown }> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  }
  return [{ path, value }];
}

function valueAt(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      record,
    );
}

/**
 * The values of `config` that are still the template's samples, one line each naming the field and
 * the sample value: `samples` mirrors the shape of the configuration, and a field counts as replaced
 * once its value differs from the sample. Empty when every sample value has been replaced.
 */
export function sampleValuesIn(config: unknown, samples: unknown): string[] {
  return leaves(samples, '')
    .filter(({ path, value }) => valueAt(config, path) === value)
    .map(({ path, value }) => `${path}: still the sample ${JSON.stringify(value)}`);
}
