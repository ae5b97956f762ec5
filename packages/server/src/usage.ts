/** A request the command refused, with words for the broker (no personal data). */
export class UsageError extends Error {
  override name = 'UsageError';
}
