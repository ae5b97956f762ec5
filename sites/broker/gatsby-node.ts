import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { FLORIDA_CLOSING_RATES } from '@broker/core';
import { consentDisplay } from '@broker/core/consent';
import type { Language } from './src/content/core';
import { NOT_FOUND_PAGES, PERMANENT_REDIRECTS } from './src/config/hosting';
import {
  ContentError,
  articleCards,
  buildPages,
  calculatorCards,
  estimateNoteFor,
  parseGlossary,
  type SourceFile,
} from './src/content/pages';
import type { PageTemplate } from './src/content/templates';
import { RateExampleError, parseRateExamples, EXAMPLES_FILE } from './src/content/rateExamples';
import { closingRatesProblem, figureProblems, figureWarnings } from './src/content/figures';
import { publishableTeam, sampleTeamMembers, team, teamFor, teamProblems } from './src/content/team';
import {
  chatTriggerFindings,
  describeFindings,
  pageTriggerFindings,
  type AdvertisingSource,
} from './src/content/advertising';
import { sampleTestimonialsIn, testimonials, testimonialsFor, type BuildMode } from './src/content/testimonials';
import { SAMPLE, siteConfig } from './site.config';
import { isGoLiveBuild, sampleValuesIn } from './src/config/goLive';
import { staleRateSheet } from './src/content/rateSheet';
import { resolveSiteUrl } from './src/config/siteUrl';
import { headForPage, headForUtilityPage } from './src/seo/pageHead';
import { writeEditor } from './src/admin/writeEditor';

const TEMPLATE_FILES: Record<PageTemplate, string> = {
  home: 'home.tsx',
  'buy-home': 'buyHome.tsx',
  refinance: 'refinance.tsx',
  calculator: 'calculator.tsx',
  'calculator-tool': 'calculatorTool.tsx',
  about: 'about.tsx',
  contact: 'contact.tsx',
  blog: 'blog.tsx',
  article: 'article.tsx',
  neighbourhood: 'neighbourhood.tsx',
  legal: 'legal.tsx',
};

const BUILD_TIME = new Date().toISOString();

/** `gatsby build` makes what visitors get; `gatsby develop` also shows sample content, labeled. */
const BUILD_MODE: BuildMode = process.env.NODE_ENV === 'production' ? 'production' : 'development';

/** Every HTML page under a folder. */
function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The scripts this build wrote (webpack's stats list them; older hashed files may linger in public/). */
function builtScripts(dir: string): string[] {
  const stats = path.join(dir, 'webpack.stats.json');
  if (!fs.existsSync(stats)) return [];
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && value.endsWith('.js')) names.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(JSON.parse(fs.readFileSync(stats, 'utf8')));
  return [...names].map((name) => path.join(dir, name)).filter((file) => fs.existsSync(file));
}

const templatePath = (file: string) => path.resolve('src/templates', file);

/**
 * The chat assistant's knowledge is built from the Markdown before anything else: Gatsby compiles
 * the functions in its own onPreBootstrap, and the chat function imports the generated module.
 * It runs as its own process (tsx, with the packages' TypeScript sources) because it uses the
 * site's content code and the server's build code, which this compiled file does not bundle.
 */
function buildChatKnowledge(reporter: { panic(message: string): never }) {
  const tsx = createRequire(path.resolve('package.json')).resolve('tsx/cli');
  try {
    execFileSync(process.execPath, [tsx, '--conditions=source', path.resolve('scripts/knowledge.ts')], {
      stdio: 'inherit',
    });
  } catch {
    reporter.panic('Could not build the chat knowledge (see the message above): fix the content or the data files.');
  }
}

type Reporter = Parameters<NonNullable<GatsbyNode['onPreInit']>>[0]['reporter'];

/**
 * The go-live gate (docs/deploy.md): a production build (Netlify's production context, or
 * BROKER_GO_LIVE=true) stops while the site configuration holds sample business data or sample team
 * profiles, or the rate sheet behind the worked examples is past its validity. Other builds keep the
 * samples and warn about an old rate sheet. A malformed NMLS ID in the team stops every build.
 */
function checkGoLive(reporter: Reporter) {
  let goLive: boolean;
  try {
    goLive = process.env.gatsby_executing_command === 'build' && isGoLiveBuild(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
  const badTeam = teamProblems(team);
  if (badTeam.length > 0)
    reporter.panic(
      `Fix the team in sites/broker/content/team.json ("Team" in the content editor, /admin):\n${badTeam.join('\n')}`,
    );
  const samples = [
    ...sampleValuesIn({ ...siteConfig, siteUrl: resolveSiteUrl() }, SAMPLE).map((line) => `siteConfig.${line}`),
    ...sampleTeamMembers(team),
  ];
  const staleSheet = staleRateSheet(siteConfig.figures.rateSheet, new Date(BUILD_TIME));
  if (!goLive) {
    if (samples.length > 0) {
      reporter.info(
        `The business data and team hold ${samples.length} sample values: kept in this build; a production build refuses them`,
      );
    }
    if (staleSheet) reporter.warn(`${staleSheet} (a production build fails on this)`);
    return;
  }
  const problems = [
    ...(samples.length > 0
      ? [
          'Replace each sample value below in the content editor (/admin: "Business", "Team"), or in ' +
            'sites/broker/content/business.json and team.json (the site URL may come from SITE_URL instead; ' +
            'docs/deploy.md, "Replace the sample business data"):',
          ...samples.map((line) => `  ${line}`),
        ]
      : []),
    ...(staleSheet ? [staleSheet] : []),
  ];
  if (problems.length > 0) reporter.panicOnBuild(`This production build cannot go live.\n${problems.join('\n')}`);
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  checkGoLive(reporter);
  buildChatKnowledge(reporter);
};

/** No source maps in public/, the build year for the copyright line, and where packages resolve. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, stage, getConfig }) => {
  if (stage === 'build-javascript') {
    // Gatsby's `source-map` writes a .map of the whole front-end source next to every script in
    // public/, where anyone can read it.
    actions.replaceWebpackConfig({ ...(getConfig() as object), devtool: false });
  }
  actions.setWebpackConfig({
    plugins: [plugins.define({ BUILD_TIME: JSON.stringify(BUILD_TIME) })],
    resolve: {
      // Bundle the workspace packages from their TypeScript sources (their `source` export condition).
      conditionNames: ['source', '...'],
    },
  });
};

/** The sample-testimonial check, robots.txt and the content editor. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  // Sample testimonials must never reach visitors (16 CFR 465): check what this build wrote.
  const publicDir = path.resolve('public');
  const pages = [...htmlFiles(publicDir), ...builtScripts(publicDir)].map((file) => ({
    file: path.relative(process.cwd(), file),
    html: fs.readFileSync(file, 'utf8'),
  }));
  const leaks = sampleTestimonialsIn(pages, testimonials);
  if (leaks.length > 0) {
    reporter.panicOnBuild(
      `Sample testimonials reached the built site; only real, consented ones may be published (content/reviews.json, "Reviews" in the content editor):\n${leaks.join('\n')}`,
    );
  }

  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl ?? '';
  fs.writeFileSync(
    path.resolve('public', 'robots.txt'),
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      '',
      `Sitemap: ${siteUrl}/sitemap-index.xml`,
      '',
    ].join('\n'),
  );
  writeEditor(path.resolve('public', 'admin'), siteUrl, process.env.REPOSITORY_URL);
};

/** The UI strings' files, as the pages' queries read them (`LocaleStrings`, src/components/localesFragment.ts). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type UiStringsFile implements Node @dontInfer {
      language: String!
      ns: String!
      data: String!
    }
  `);
};

/**
 * Each UI-strings file (`<language>/<namespace>.json`) becomes a `UiStringsFile` node holding its JSON text,
 * checked here so that a broken file stops the build rather than a page.
 */
async function createUiStringsNode({
  node,
  actions,
  createNodeId,
  createContentDigest,
  loadNodeContent,
  reporter,
}: Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0]) {
  const file = node as typeof node & { relativeDirectory: string; name: string; absolutePath: string };
  const text = await loadNodeContent(node);
  let data: string;
  try {
    data = JSON.stringify(JSON.parse(text));
  } catch (error) {
    reporter.panic(`UI strings in ${file.absolutePath} are not valid JSON: ${(error as Error).message}`);
    return;
  }
  const strings = {
    id: createNodeId(`${node.id} >>> UiStringsFile`),
    parent: node.id,
    children: [],
    language: file.relativeDirectory,
    ns: file.name,
    data,
    internal: { type: 'UiStringsFile', content: data, contentDigest: createContentDigest(data) },
  };
  await actions.createNode(strings);
  actions.createParentChildLink({ parent: node, child: strings });
}

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, actions, getNode } = args;
  if (node.internal.type === 'File' && node.sourceInstanceName === 'locale' && node.extension === 'json') {
    await createUiStringsNode(args);
    return;
  }
  if (node.internal.type !== 'MarkdownRemark') return;
  const file = node.parent ? getNode(node.parent) : undefined;
  if (!file || file.sourceInstanceName !== 'content') return;
  const relativePath = String(file.relativePath);
  actions.createNodeField({ node, name: 'relativePath', value: relativePath });
  actions.createNodeField({ node, name: 'language', value: relativePath.split('/')[0] });
  actions.createNodeField({ node, name: 'key', value: String(file.name) });
  actions.createNodeField({ node, name: 'frontmatterJson', value: JSON.stringify(node.frontmatter ?? {}) });
};

interface MarkdownQuery {
  allMarkdownRemark: {
    nodes: Array<{
      html: string;
      rawMarkdownBody: string;
      fields: { relativePath: string; language: string; key: string; frontmatterJson: string };
    }>;
  };
}

let pagesCreated = false;

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // `gatsby develop` creates pages again when the Markdown changes: rebuild the chat's knowledge
  // too (its file only changes when the content did), and the function watcher picks it up.
  if (pagesCreated && process.env.gatsby_executing_command === 'develop') buildChatKnowledge(reporter);
  pagesCreated = true;
  const result = await graphql<MarkdownQuery>(`
    {
      allMarkdownRemark(filter: { fields: { relativePath: { ne: null } } }) {
        nodes {
          html
          rawMarkdownBody
          fields {
            relativePath
            language
            key
            frontmatterJson
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the Markdown content', result.errors);
    return;
  }

  const files: SourceFile[] = result.data.allMarkdownRemark.nodes.map((n) => ({
    relativePath: n.fields.relativePath,
    language: n.fields.language,
    key: n.fields.key,
    frontmatter: JSON.parse(n.fields.frontmatterJson) as Record<string, unknown>,
    html: n.html,
    rawMarkdownBody: n.rawMarkdownBody,
  }));

  for (const warning of figureWarnings(siteConfig.figures, new Date(BUILD_TIME))) reporter.warn(warning);
  const staleFigures = figureProblems(siteConfig.figures, new Date(BUILD_TIME));
  const staleClosingRates = closingRatesProblem(FLORIDA_CLOSING_RATES.checked, new Date(BUILD_TIME));
  if (staleClosingRates) staleFigures.push(staleClosingRates);
  if (staleFigures.length > 0) {
    reporter.panicOnBuild(`The site's figures need attention:\n${staleFigures.join('\n')}`);
    return;
  }

  // Advertising triggers (12 CFR 1026.24(d), (e)): a page, card, FAQ answer or chat answer that
  // states one carries its worked example or links to the page of its language that shows one.
  const advertising: AdvertisingSource[] = files
    .filter((f): f is SourceFile & { language: Language } => f.language === 'en' || f.language === 'es')
    .map((f) => ({
      file: `content/${f.relativePath}`,
      language: f.language,
      key: f.key,
      frontmatter: f.frontmatter,
      body: f.rawMarkdownBody,
    }));
  const intentsFile = path.join(
    path.dirname(createRequire(path.resolve('package.json')).resolve('@broker/server/package.json')),
    'src/chat/data/intents.yaml',
  );
  const undisclosed = [
    ...pageTriggerFindings(advertising),
    ...chatTriggerFindings(
      fs.readFileSync(intentsFile, 'utf8'),
      path.relative(path.resolve('../..'), intentsFile),
      advertising,
    ),
  ];
  if (undisclosed.length > 0) {
    reporter.panicOnBuild(
      'These state an advertising trigger term (a down payment, a term or number of payments, a payment, a ' +
        'finance charge or a rate) without a worked example in their section or a link to the page of their ' +
        'language that shows one (12 CFR 1026.24(d), (e)): reword them or link the example ' +
        '(content/README.md, "Rates and payments only in worked examples"):\n' +
        describeFindings(undisclosed),
    );
    return;
  }

  let pages;
  try {
    const examplesFile = path.resolve(EXAMPLES_FILE);
    const rateExamples = parseRateExamples(fs.readFileSync(examplesFile, 'utf8'));
    const glossaries: Partial<Record<Language, Record<string, string>>> = {};
    for (const language of ['en', 'es'] as const) {
      const file = path.resolve('content', language, 'glossary.yml');
      if (fs.existsSync(file))
        glossaries[language] = parseGlossary(fs.readFileSync(file, 'utf8'), `content/${language}/glossary.yml`);
    }
    pages = buildPages(files, glossaries, rateExamples);
  } catch (error) {
    if (error instanceof ContentError || error instanceof RateExampleError) {
      reporter.panicOnBuild(`The site content has problems; fix these files:\n${error.message}`);
      return;
    }
    throw error;
  }

  const siteUrl = resolveSiteUrl();
  const cards = { en: articleCards(pages, 'en'), es: articleCards(pages, 'es') };
  const calculators = { en: calculatorCards(pages, 'en'), es: calculatorCards(pages, 'es') };
  for (const page of pages) {
    actions.createPage({
      path: page.path,
      component: templatePath(TEMPLATE_FILES[page.template]),
      context: {
        key: page.key,
        language: page.language,
        alternates: page.alternates,
        head: headForPage(page, siteUrl),
        page: {
          frontmatter: page.frontmatter,
          html: page.html,
          readingMinutes: page.readingMinutes,
          examples: page.examples,
        },
        testimonials: page.template === 'home' ? testimonialsFor(testimonials, BUILD_MODE, page.language) : [],
        team:
          page.template === 'about'
            ? teamFor(team, page.language)
            : page.template === 'home'
              ? teamFor(publishableTeam(team, BUILD_MODE), page.language)
              : [],
        estimateNote: page.template === 'home' ? estimateNoteFor(pages, page.language) : undefined,
        articles: ['blog', 'buy-home', 'refinance', 'home'].includes(page.template) ? cards[page.language] : [],
        // The contact form is on the page itself: its consent notice comes as page data.
        consent: page.template === 'contact' ? consentDisplay(page.language, siteConfig.companyName) : undefined,
        calculators: ['calculator', 'calculator-tool'].includes(page.template) ? calculators[page.language] : [],
      },
    });
  }

  // Other readings of a slug answer 301 on the host (the adapter's `_redirects`, and the
  // self-hosted server that applies the same output).
  for (const redirect of PERMANENT_REDIRECTS) {
    actions.createRedirect({
      fromPath: redirect.from,
      toPath: redirect.to,
      isPermanent: true,
      statusCode: 301,
      // Even if a stale page is left at the old address, the redirect wins.
      force: true,
    });
  }

  const notFoundCopy = (language: Language) => {
    const uiLocales = path.join(
      path.dirname(createRequire(path.resolve('package.json')).resolve('@broker/ui/package.json')),
      'locales',
    );
    const file = path.join(uiLocales, language, 'translation.json');
    const { notFound } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      notFound: { title: string; description: string };
    };
    return notFound;
  };
  for (const page of NOT_FOUND_PAGES) {
    const copy = notFoundCopy(page.language);
    actions.createPage({
      path: page.path,
      component: templatePath('notFound.tsx'),
      context: {
        language: page.language,
        noindex: true,
        head: headForUtilityPage(siteUrl, page.language, copy.title, copy.description),
      },
    });
    if (page.under) {
      actions.createRedirect({ fromPath: page.under, toPath: page.path, statusCode: 404, force: false });
    }
  }
};
