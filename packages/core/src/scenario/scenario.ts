/** The calculators whose scenario can travel in the address and with a lead. */
export const CALCULATOR_TOOLS = [
  'payment',
  'affordability',
  'refinance',
  'dscr',
  'assetIncome',
  'cashToClose',
  'pointsBuydowns',
] as const;
export type CalculatorTool = (typeof CALCULATOR_TOOLS)[number];

/** A number a scenario may carry: read from the address, clamped to its range. */
export interface NumberParam {
  min: number;
  max: number;
  /** Decimals kept (default 2). */
  decimals?: number;
}

/** One of a fixed set of words. */
export interface ChoiceParam {
  options: readonly string[];
}

export type ScenarioParam = NumberParam | ChoiceParam;
/** Address parameter name → what it may hold. Names are the same in both languages. */
export type ScenarioSpec = Readonly<Record<string, ScenarioParam>>;

export type ScenarioValues<S extends ScenarioSpec> = {
  [K in keyof S]?: S[K] extends ChoiceParam ? S[K]['options'][number] : number;
};

/** Longest parameter value read; anything longer is ignored. */
const MAX_VALUE_LENGTH = 24;

const isChoice = (param: ScenarioParam): param is ChoiceParam => 'options' in param;

/** The parameters of a query string (`a=1&b=2`, with or without `?`); the first of a repeated name wins. */
function queryParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    const [rawName = '', rawValue = ''] = part.split('=', 2);
    try {
      const name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      if (name && !params.has(name)) params.set(name, decodeURIComponent(rawValue.replace(/\+/g, ' ')));
    } catch {
      // A malformed escape (`%E0%A4%A`) leaves that parameter out.
    }
  }
  return params;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * The scenario in a query string (`?price=500000&rate=6.5`): only the parameters of `spec`, each
 * checked — numbers must be plain decimals (no signs, exponents or separators), are clamped to
 * their range and rounded to their decimals; choices must be one of their options. Anything else
 * is left out, so a hand-edited or truncated address still opens a sensible calculator.
 */
export function readScenario<S extends ScenarioSpec>(spec: S, search: string): ScenarioValues<S> {
  const params = queryParams(search);
  const values: Record<string, number | string> = {};
  for (const [name, param] of Object.entries(spec)) {
    const raw = params.get(name);
    if (raw === undefined || raw.length === 0 || raw.length > MAX_VALUE_LENGTH) continue;
    if (isChoice(param)) {
      if (param.options.includes(raw)) values[name] = raw;
      continue;
    }
    if (!/^\d+(?:\.\d+)?$/.test(raw)) continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    values[name] = roundTo(Math.min(param.max, Math.max(param.min, value)), param.decimals ?? 2);
  }
  return values as ScenarioValues<S>;
}

/**
 * The query string of a scenario (without `?`), in the order of `spec`: numbers clamped and
 * written as plain decimals, choices only when valid. Missing or invalid values are left out.
 */
export function writeScenario<S extends ScenarioSpec>(spec: S, values: ScenarioValues<S>): string {
  const parts: string[] = [];
  for (const [name, param] of Object.entries(spec)) {
    const value = (values as Record<string, unknown>)[name];
    if (isChoice(param)) {
      if (typeof value === 'string' && param.options.includes(value))
        parts.push(`${name}=${encodeURIComponent(value)}`);
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const clamped = roundTo(Math.min(param.max, Math.max(param.min, value)), param.decimals ?? 2);
    parts.push(`${name}=${clamped}`);
  }
  return parts.join('&');
}
