/** @jest-environment jsdom */
import { ATTRIBUTION_STORAGE_KEY } from '@broker/core/attribution';
import { startClientEntry } from './clientEntry';

describe('startClientEntry', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/?utm_source=newsletter');
  });

  it('lets Gatsby go on only in a later task, with the landing page and campaign stored by then', async () => {
    let settled = false;
    const entry = startClientEntry().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    await entry;
    expect(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).toMatchObject({
      utm_source: 'newsletter',
      landingPage: '/',
    });
  });

  it('goes on when storage is blocked', async () => {
    const blocked = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(startClientEntry()).resolves.toBeUndefined();
    blocked.mockRestore();
  });
});
