import { amountOrZero } from './limits';
import { toCents } from './money';

export const ASSET_TYPES = ['cash', 'investments', 'retirement', 'businessCash'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Share of each kind of asset an asset-depletion program counts, in percent: lowest and highest. */
export type AssetUsage = Readonly<Record<AssetType, { readonly low: number; readonly high: number }>>;

/**
 * The usual shares (the asset-based loans article): cash 100%, investments 70-80%, retirement
 * accounts 60-70%, business cash 50-60%. Lenders differ, so the tools show both ends.
 */
export const ASSET_USAGE: AssetUsage = {
  cash: { low: 100, high: 100 },
  investments: { low: 70, high: 80 },
  retirement: { low: 60, high: 70 },
  businessCash: { low: 50, high: 60 },
};

export interface QualifyingAssetsInput {
  /** Balances by kind, dollars. */
  balances: Readonly<Record<AssetType, number>>;
  /** Money leaving the accounts to close (down payment and closing costs), dollars. */
  fundsToClose: number;
  usage?: AssetUsage;
}

export interface QualifyingAssets {
  /** Sum of the balances, dollars. */
  total: number;
  /** Counted value of each kind at the low and high ends, dollars. */
  byType: Record<AssetType, { low: number; high: number }>;
  /** Counted assets less the funds to close (never below 0), at the low and high ends, dollars. */
  eligible: { low: number; high: number };
}

/**
 * The assets an asset-based loan counts: each balance times its usage share (rounded half up to
 * the cent), summed, less the money that will be spent on the down payment and closing costs.
 */
export function qualifyingAssets({
  balances,
  fundsToClose,
  usage = ASSET_USAGE,
}: QualifyingAssetsInput): QualifyingAssets {
  let total = 0;
  let low = 0;
  let high = 0;
  const byType = {} as Record<AssetType, { low: number; high: number }>;
  for (const type of ASSET_TYPES) {
    const balance = toCents(amountOrZero(balances[type]));
    const share = usage[type];
    const counted = {
      low: toCents((balance * Math.min(amountOrZero(share.low), 100)) / 10000),
      high: toCents((balance * Math.min(amountOrZero(share.high), 100)) / 10000),
    };
    total += balance;
    low += counted.low;
    high += counted.high;
    byType[type] = { low: counted.low / 100, high: counted.high / 100 };
  }
  const spent = toCents(amountOrZero(fundsToClose));
  return {
    total: total / 100,
    byType,
    eligible: { low: Math.max(0, low - spent) / 100, high: Math.max(0, high - spent) / 100 },
  };
}
