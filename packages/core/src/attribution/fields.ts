/** Campaign parameters read from the landing page's address (Google Analytics names). */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Ad platforms' click ids: Google Ads, Meta, Microsoft Advertising. */
export const CLICK_ID_PARAMS = ['gclid', 'fbclid', 'msclkid'] as const;

export type AttributionParam = (typeof CAMPAIGN_PARAMS)[number] | (typeof CLICK_ID_PARAMS)[number];

/** What brought a visitor: every field optional, bounded by {@link ATTRIBUTION_LIMITS}. */
export type Attribution = Partial<Record<AttributionParam | 'landingPage' | 'referrer', string>>;

/** Longest value kept per field, in characters. */
export const ATTRIBUTION_LIMITS = { campaign: 200, clickId: 500, landingPage: 300, referrer: 200 } as const;

/** Where the visit's attribution is kept (session storage: this tab, until it closes). */
export const ATTRIBUTION_STORAGE_KEY = 'broker.attribution';

/** Every parameter read from the address. */
export const ATTRIBUTION_PARAMS: readonly AttributionParam[] = [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS];
