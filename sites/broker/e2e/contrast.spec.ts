import { expect, test } from './support/browser';
import { sampledContrast } from './support/contrast';

/**
 * The sampler the crawl uses for the contrast axe cannot decide, on pages of its own: black text on
 * white, and a black box that covers the text's place whenever the text is hidden for a capture,
 * while the text is pushed down onto white again (a late layout). A capture of the old place would
 * measure black text on black.
 */
const movingTextPage = (moves: number) => `<!doctype html><html><body style="margin:0;background:#fff">
  <div id="cover" style="position:absolute;left:0;top:0;width:400px;height:60px;background:#000;display:none"></div>
  <div id="above"></div>
  <p id="text" style="margin:0;padding-top:20px;font:16px sans-serif;color:#000">Text to measure</p>
  <div style="height:2000px"></div>
  <script>
    var text = document.getElementById('text');
    var cover = document.getElementById('cover');
    var above = document.getElementById('above');
    var moves = ${moves};
    new MutationObserver(function () {
      if (moves === 0 || !document.documentElement.hasAttribute('data-contrast-capture')) return;
      moves -= 1;
      var top = text.getBoundingClientRect().top + window.scrollY;
      cover.style.top = top - 20 + 'px';
      cover.style.display = 'block';
      above.style.height = above.offsetHeight + 80 + 'px';
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-contrast-capture'] });
  </script>
</body></html>`;

test.describe('The contrast sampler', () => {
  test('measures black on white as 21:1', async ({ page }) => {
    await page.setContent(movingTextPage(0));
    expect(await sampledContrast(page, ['#text'])).toEqual([
      { target: '#text', text: 'Text to measure', ratio: 21, minimum: 4.5 },
    ]);
  });

  test('measures the background alone: a neighbour’s glyph reaching into the text’s box is hidden too', async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">
      <p style="margin:20px;font:16px sans-serif;color:#000"><span id="text">Text to measure</span></p>
      <span style="position:absolute;left:24px;top:20px;font:bold 16px sans-serif;color:#000">XXXX</span>
    </body></html>`);
    expect(await sampledContrast(page, ['#text'])).toEqual([
      { target: '#text', text: 'Text to measure', ratio: 21, minimum: 4.5 },
    ]);
  });

  test('captures again when the text moves during a capture', async ({ page }) => {
    await page.setContent(movingTextPage(1));
    const [sample] = await sampledContrast(page, ['#text']);
    expect(sample?.ratio).toBe(21);
    // The first capture did see the cover where the text had been.
    await expect(page.locator('#cover')).toBeVisible();
  });

  test('fails rather than report a capture of the wrong place when the text never stops moving', async ({ page }) => {
    await page.setContent(movingTextPage(99));
    await expect(sampledContrast(page, ['#text'])).rejects.toThrow('#text moved during each of 3 captures');
  });
});
