/**
 * What blocks the main thread while a page loads: every task of 50 ms or more after the first
 * contentful paint (the tasks Total Blocking Time counts), each with what ran in it and, through the
 * build's source maps, the functions that took its time. Chromium at a 4x CPU slowdown (Lighthouse's
 * mobile default; `--cpu N` changes it), a fresh profile per load, the built site served by the
 * production server. A benchmark for finding work to cut, not a test:
 *
 *   npm run build && npm run bench:long-tasks -w @broker/site -- /es/articulos/prestamos-jumbo-miami /privacy-policy
 *
 * `--html-too` also loads, in turn with each load of the page, the same HTML with every script
 * removed (as the budgets compare them): the tasks it shows are the markup's own (parsing, style,
 * layout), not the scripts'.
 * `--runs N` loads each page N times (3 by default): figures vary from one load to the next. Modules
 * webpack concatenated into one function show under the name and line of the first of them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { serveSite } from '../budgets/server';
import { launchBrowser } from '../budgets/browser';
import { publicDir } from '../budgets/site';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown> & { url?: string; frame?: string; isMainFrame?: boolean } };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Events that say what a task did, summed by name (scripts by file). */
const WHAT = new Set([
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'Paint',
  'PrePaint',
  'XHRReadyStateChange',
  'TimerFire',
  'FireAnimationFrame',
]);

function option(name: string, fallback: number, args: string[], least = 1): number {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(args.splice(index, 2)[1]);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} needs a whole number of at least ${least}`);
  return value;
}

function flag(name: string, args: string[]): boolean {
  const index = args.indexOf(name);
  if (index !== -1) args.splice(index, 1);
  return index !== -1;
}

const maps = new Map<string, SourceMapConsumer | null>();
async function sourceMap(url: string): Promise<SourceMapConsumer | null> {
  const file = url.split('/').pop() ?? '';
  if (!maps.has(file)) {
    const mapFile = path.join(publicDir, `${file}.map`);
    maps.set(
      file,
      file.endsWith('.js') && fs.existsSync(mapFile)
        ? await new SourceMapConsumer(fs.readFileSync(mapFile, 'utf8'))
        : null,
    );
  }
  return maps.get(file) ?? null;
}

/** `function source:line` of a profile node, in the sources when the bundle has a map. */
async function nodeLabel(node: ProfileNode): Promise<string> {
  const frame = node.callFrame;
  const map = frame.url ? await sourceMap(frame.url) : null;
  if (!map || frame.lineNumber < 0) return frame.functionName || frame.url.split('/').pop() || '(anonymous)';
  const position = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (position.source ?? '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '');
  return `${position.name ?? frame.functionName ?? '(anonymous)'} ${source}:${position.line ?? '?'}`;
}

async function loadOnce(url: string, cpu: number) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    // Same origin first: the trace then follows the page's own renderer.
    await page.goto(new URL('/robots.txt', url).href);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const traceFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'long-tasks-')), 'trace.json');
    await browser.startTracing(page, {
      path: traceFile,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    await browser.stopTracing();
    const { traceEvents } = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    fs.rmSync(path.dirname(traceFile), { recursive: true, force: true });
    return traceEvents;
  } finally {
    await browser.close();
  }
}

async function analyse(events: TraceEvent[], top: number): Promise<number> {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.args?.data?.isMainFrame !== false);
  if (!fcp) throw new Error('No first contentful paint in the trace');
  const main = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X');
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<[number, number]> = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== fcp.pid) continue;
    const data = event.args?.data as
      | { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    if (event.name === 'Profile' && data?.startTime !== undefined) time = data.startTime;
    if (event.name === 'ProfileChunk' && data) {
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      (data.cpuProfile?.samples ?? []).forEach((id, index) => {
        time += data.timeDeltas?.[index] ?? 0;
        samples.push([id, time]);
      });
    }
  }
  const labels = new Map<number, string>();
  for (const node of nodes.values()) labels.set(node.id, await nodeLabel(node));

  const tasks = main
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= 50_000 && event.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) / 1000 - 50;
    const what = new Map<string, number>();
    for (const event of main) {
      if (event === task || !WHAT.has(event.name) || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
      const file = event.args?.data?.url?.split('/').pop();
      const key = file ? `${event.name} ${file}` : event.name;
      what.set(key, (what.get(key) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const inclusive = new Map<string, number>();
    const inTask = samples.filter(([, at]) => at >= task.ts && at <= end);
    inTask.forEach(([id, at], index) => {
      const next = inTask[index + 1];
      const ms = next ? (next[1] - at) / 1000 : 0;
      const seen = new Set<string>();
      for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined) {
        const label = labels.get(node.id) ?? '?';
        if (/^\((root|program|idle)\)$/.test(label) || seen.has(label)) continue;
        seen.add(label);
        inclusive.set(label, (inclusive.get(label) ?? 0) + ms);
      }
    });
    const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
    console.log(`  task at ${ms((task.ts - fcp.ts) / 1000)} after FCP, ${ms((task.dur ?? 0) / 1000)}`);
    for (const [key, value] of [...what].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.log(`    ${ms(value)}  ${key}`);
    for (const [key, value] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`      ${ms(value)}  ${key}`);
  }
  return blocking;
}

async function main() {
  const args = process.argv.slice(2);
  const cpu = option('--cpu', 4, args);
  const runs = option('--runs', 3, args);
  const top = option('--top', 12, args, 0);
  const htmlToo = flag('--html-too', args);
  const pages = args.length > 0 ? args : ['/'];
  const site = await serveSite(publicDir);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const list = (values: number[]) =>
    [...values]
      .sort((a, b) => a - b)
      .map((n) => n.toFixed(0))
      .join(', ');
  try {
    for (const pagePath of pages) {
      const blocking = { scripts: [] as number[], html: [] as number[] };
      for (let run = 1; run <= runs; run += 1) {
        console.log(`${pagePath} (load ${run} of ${runs}, ${cpu}x CPU)`);
        blocking.scripts.push(await analyse(await loadOnce(`${site.baseUrl}${pagePath}`, cpu), top));
        // The same HTML with every script removed, in turn with the page: what the markup costs alone.
        if (htmlToo) {
          console.log(`${pagePath} without scripts (load ${run} of ${runs}, ${cpu}x CPU)`);
          blocking.html.push(await analyse(await loadOnce(`${site.scriptsOffUrl}${pagePath}`, cpu), top));
        }
      }
      console.log(
        `${pagePath}: blocking time after FCP (tasks' time over 50 ms, to the end of the trace) ${list(blocking.scripts)} ms; median ${median(blocking.scripts).toFixed(0)} ms`,
      );
      if (htmlToo)
        console.log(
          `${pagePath} without scripts: ${list(blocking.html)} ms; median ${median(blocking.html).toFixed(0)} ms`,
        );
      console.log('');
    }
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
