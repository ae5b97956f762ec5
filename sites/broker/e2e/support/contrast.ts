import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

export interface SampledContrast {
  target: string;
  text: string;
  ratio: number;
  minimum: number;
}

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The contrast axe cannot decide (text over a gradient, an image or a decorative shape: its
 * "incomplete" color-contrast results), measured on what the browser painted: the page's text is
 * made transparent, the area under each element's own text is captured, and its colour is compared with
 * every pixel there. The worst pixel counts, so text that crosses the edge of a shape is judged on
 * its hardest part. Minimum 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
 */
export async function sampledContrast(page: Page, targets: readonly string[]): Promise<SampledContrast[]> {
  const results: SampledContrast[] = [];
  // Underlines are painted by the link around the text (and may cross a child's glyphs): none
  // while measuring. During a capture no glyph is painted at all, the target's or a neighbour's
  // (a fallback font's glyph may reach into the next text's box), so only the background is left.
  const probe = await page.addStyleTag({
    content: `* { text-decoration-color: transparent !important; text-shadow: none !important; }
      [${CAPTURING}] * { -webkit-text-fill-color: transparent !important; transition: none !important; }`,
  });
  for (const target of targets) {
    const sample = await sampleUnderText(page, target);
    if (!sample) continue;
    const { measured, shot } = sample;
    const [r, g, b, a = 1] = (measured.color.match(/[\d.]+/g) ?? []).map(Number);
    let worst = 21;
    for (const rect of measured.rects) {
      for (let y = Math.max(0, Math.floor(rect.y)); y < Math.min(shot.height, Math.ceil(rect.y + rect.height)); y++) {
        for (let x = Math.max(0, Math.floor(rect.x)); x < Math.min(shot.width, Math.ceil(rect.x + rect.width)); x++) {
          const i = (y * shot.width + x) * 4;
          const background: Rgb = [shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!];
          // A translucent text colour is what it looks like over this pixel.
          const text: Rgb = [
            r! * a + background[0] * (1 - a),
            g! * a + background[1] * (1 - a),
            b! * a + background[2] * (1 - a),
          ];
          worst = Math.min(worst, ratio(text, background));
        }
      }
    }
    results.push({
      target,
      text: measured.text,
      ratio: Math.round(worst * 100) / 100,
      minimum: measured.large ? 3 : 4.5,
    });
  }
  await probe.evaluate((style) => (style as Element).remove());
  return results;
}

interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Measured {
  color: string;
  text: string;
  large: boolean;
  /** The area captured, in the viewport. */
  clip: TextBox;
  /** The text's boxes, relative to the captured area. */
  rects: TextBox[];
}

/** The attribute of `<html>` that hides every glyph while a capture is taken. */
const CAPTURING = 'data-contrast-capture';

/** Attempts at a capture during which the text did not move (a late layout moves it rarely). */
const CAPTURE_ATTEMPTS = 3;

/**
 * Scrolls `target` to the middle of the viewport, hides every glyph and captures the area under
 * it. The text's boxes are measured again after the capture: if anything moved them meanwhile, the
 * capture shows something else, and it is taken again.
 */
async function sampleUnderText(page: Page, target: string): Promise<{ measured: Measured; shot: PNG } | null> {
  for (let attempt = 1; attempt <= CAPTURE_ATTEMPTS; attempt++) {
    const measured = await textBoxes(page, target, true);
    if (!measured) return null;
    const shot = PNG.sync.read(await page.screenshot({ clip: measured.clip, animations: 'disabled' }));
    const after = await textBoxes(page, target, false);
    await page.evaluate((name) => document.documentElement.removeAttribute(name), CAPTURING);
    const moved = (a: TextBox, b: TextBox | undefined) =>
      !b || [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].some((d) => Math.abs(d) > 0.5);
    const stayed =
      after !== null &&
      after.clip.x === measured.clip.x &&
      after.clip.y === measured.clip.y &&
      after.rects.length === measured.rects.length &&
      !measured.rects.some((rect, index) => moved(rect, after.rects[index]));
    if (stayed) return { measured, shot };
  }
  throw new Error(`The text of ${target} moved during each of ${CAPTURE_ATTEMPTS} captures of its background`);
}

/**
 * `target`'s own text boxes (not its children's), its colour and size, and the area they cover in
 * the viewport; with `hide`, first scrolled to the middle, then every glyph of the page made
 * transparent.
 */
async function textBoxes(page: Page, target: string, hide: boolean): Promise<Measured | null> {
  return page.evaluate(
    ({ selector, hide, capturing }) => {
      const el = document.querySelector<HTMLElement>(selector);
      if (!el) return null;
      if (hide) el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const rects: DOMRect[] = [];
      for (const node of Array.from(el.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0));
      }
      if (rects.length === 0) return null;
      // Read before the text is hidden: a computed style is live.
      const style = getComputedStyle(el);
      const color = hide ? style.color : '';
      const fontSize = Number.parseFloat(style.fontSize);
      const bold = Number.parseInt(style.fontWeight, 10) >= 700;
      if (hide) document.documentElement.setAttribute(capturing, '');
      const left = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.left))));
      const top = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.top))));
      const right = Math.min(window.innerWidth, Math.ceil(Math.max(...rects.map((r) => r.right))));
      const bottom = Math.min(window.innerHeight, Math.ceil(Math.max(...rects.map((r) => r.bottom))));
      return {
        color,
        text: (el.textContent ?? '').trim().slice(0, 40),
        large: fontSize >= 24 || (bold && fontSize >= 18.66),
        clip: { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) },
        rects: rects.map((r) => ({ x: r.left - left, y: r.top - top, width: r.width, height: r.height })),
      };
    },
    { selector: target, hide, capturing: CAPTURING },
  );
}
