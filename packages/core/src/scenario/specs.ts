import { FLORIDA_COUNTIES } from '../mortgage/floridaCashToClose';
import type { ScenarioSpec } from './scenario';

/** Largest amount the calculators model, dollars: a billion covers any South Florida home. */
export const MAX_CALCULATOR_AMOUNT = 1_000_000_000;
/** Highest interest rate the calculators accept, percent. */
export const MAX_CALCULATOR_RATE = 25;

const amount = { min: 0, max: MAX_CALCULATOR_AMOUNT } as const;
const monthly = { min: 0, max: 10_000_000 } as const;
const rate = { min: 0, max: MAX_CALCULATOR_RATE, decimals: 3 } as const;
const years = (min: number, max: number) => ({ min, max, decimals: 0 }) as const;

/**
 * The address parameters of each calculator. The names are short, the same in English and Spanish
 * (so the language toggle keeps the scenario), and each range is the one its input field accepts.
 */
export const SCENARIO_SPECS = {
  payment: {
    price: amount,
    down: amount,
    downpct: { min: 0, max: 100, decimals: 3 },
    term: years(15, 30),
    rate,
    tax: amount,
    taxpct: { min: 0, max: 10, decimals: 3 },
    ins: amount,
    pmi: amount,
    hoa: monthly,
    extra: monthly,
  },
  affordability: {
    income: amount,
    debts: monthly,
    down: amount,
    rate,
    term: years(10, 30),
    taxpct: { min: 0, max: 10, decimals: 3 },
    ins: amount,
    hoa: monthly,
  },
  refinance: {
    mode: { options: ['rate', 'cash'] },
    value: amount,
    balance: amount,
    rate,
    years: years(1, 40),
    newrate: rate,
    newterm: years(10, 30),
    costs: amount,
    cash: amount,
  },
  dscr: {
    rent: monthly,
    price: amount,
    down: amount,
    downpct: { min: 0, max: 100, decimals: 3 },
    rate,
    term: years(10, 40),
    tax: amount,
    ins: amount,
    hoa: monthly,
  },
  assetIncome: {
    cash: amount,
    invest: amount,
    retire: amount,
    business: amount,
    close: amount,
    other: monthly,
    term: years(10, 30),
  },
  cashToClose: {
    price: amount,
    down: amount,
    downpct: { min: 0, max: 100, decimals: 3 },
    rate,
    county: { options: FLORIDA_COUNTIES },
    home: { options: ['single', 'other'] },
    month: { options: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] },
    day: { min: 1, max: 31, decimals: 0 },
    tax: amount,
    sellertax: amount,
    ins: amount,
    orig: amount,
    services: amount,
    title: amount,
    owner: { options: ['buyer', 'seller'] },
    deed: { options: ['buyer', 'seller'] },
    deposit: amount,
    sellercredit: amount,
    lendercredit: amount,
  },
  pointsBuydowns: {
    loan: amount,
    term: years(10, 30),
    rate,
    points: { min: 0, max: 10, decimals: 3 },
    pointsrate: rate,
    keep: years(1, 30),
  },
} as const satisfies Record<string, ScenarioSpec>;
