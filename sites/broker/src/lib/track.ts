type Tracking = typeof import('@broker/core/tracking');

/**
 * Runs a tracking call with core's tracking helpers, loaded on the first interaction that reports
 * something rather than with every page. Nothing happens during server rendering.
 */
export function track(run: (tracking: Tracking, win: Window) => void): void {
  if (typeof window === 'undefined') return;
  void import(/* webpackChunkName: "tracking" */ '@broker/core/tracking').then((tracking) => run(tracking, window));
}
