/** The part of subset-font's API (2.9) that `fonts.ts` uses; the package ships no types. */
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, Axis>;
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: Options): Promise<Buffer>;
}
