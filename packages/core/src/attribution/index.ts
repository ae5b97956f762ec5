export {
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_STORAGE_KEY,
  CAMPAIGN_PARAMS,
  CLICK_ID_PARAMS,
  captureAttribution,
  cleanAttribution,
  readAttribution,
} from './capture';
export type { Attribution, AttributionParam } from './capture';
