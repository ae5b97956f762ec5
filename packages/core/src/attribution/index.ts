export {
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_PARAMS,
  ATTRIBUTION_STORAGE_KEY,
  CAMPAIGN_PARAMS,
  CLICK_ID_PARAMS,
} from './fields';
export type { Attribution, AttributionParam } from './fields';
export { captureAttribution } from './capture';
export { cleanAttribution, readAttribution } from './read';
