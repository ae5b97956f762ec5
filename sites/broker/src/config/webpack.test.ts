import { onCreateWebpackConfig } from '../../gatsby-node';

type Hook = (args: unknown) => void;

function runHook(stage: string) {
  const replaced: Record<string, unknown>[] = [];
  const merged: Record<string, unknown>[] = [];
  const gatsbyConfig = { entry: { app: 'production-app' }, devtool: 'source-map' };
  (onCreateWebpackConfig as unknown as Hook)({
    stage,
    getConfig: () => gatsbyConfig,
    actions: {
      replaceWebpackConfig: (config: Record<string, unknown>) => replaced.push(config),
      setWebpackConfig: (config: Record<string, unknown>) => merged.push(config),
    },
    plugins: { define: (values: unknown) => ({ define: values }) },
  });
  return { replaced, merged };
}

describe('The browser bundles’ webpack configuration', () => {
  it('writes no source maps next to the scripts in public/', () => {
    const { replaced, merged } = runHook('build-javascript');
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toEqual({ entry: { app: 'production-app' }, devtool: false });
    // Nothing merged afterwards brings them back.
    expect(merged.every((config) => !('devtool' in config))).toBe(true);
  });

  it('leaves the development and server-rendering stages as Gatsby sets them', () => {
    for (const stage of ['develop', 'build-html']) {
      const { replaced, merged } = runHook(stage);
      expect(replaced).toEqual([]);
      expect(merged.every((config) => !('devtool' in config))).toBe(true);
    }
  });
});
