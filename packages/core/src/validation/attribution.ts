import * as v from 'valibot';
import { ATTRIBUTION_LIMITS, CAMPAIGN_PARAMS, CLICK_ID_PARAMS } from '../attribution/fields';

// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

function bounded(max: number) {
  return v.optional(
    v.pipe(v.string('invalid'), v.trim(), v.maxLength(max, 'too_long'), v.regex(NO_CONTROL, 'invalid')),
  );
}

const campaign = Object.fromEntries(CAMPAIGN_PARAMS.map((p) => [p, bounded(ATTRIBUTION_LIMITS.campaign)])) as Record<
  (typeof CAMPAIGN_PARAMS)[number],
  ReturnType<typeof bounded>
>;
const clickIds = Object.fromEntries(CLICK_ID_PARAMS.map((p) => [p, bounded(ATTRIBUTION_LIMITS.clickId)])) as Record<
  (typeof CLICK_ID_PARAMS)[number],
  ReturnType<typeof bounded>
>;

/**
 * What brought the visitor, sent with every lead (optional): campaign parameters, click ids, the
 * path of the visit's first page and the referring site's origin. Unknown keys are dropped.
 */
export const attributionSchema = v.object({
  ...campaign,
  ...clickIds,
  landingPage: v.optional(
    v.pipe(
      v.string('invalid'),
      v.trim(),
      v.startsWith('/', 'invalid'),
      v.maxLength(ATTRIBUTION_LIMITS.landingPage, 'too_long'),
      v.regex(NO_CONTROL, 'invalid'),
    ),
  ),
  referrer: v.optional(
    v.pipe(
      v.string('invalid'),
      v.trim(),
      v.maxLength(ATTRIBUTION_LIMITS.referrer, 'too_long'),
      v.regex(/^https?:\/\/[^/?#\s]+$/, 'invalid'),
    ),
  ),
});

export function attributionField() {
  return v.optional(attributionSchema);
}
