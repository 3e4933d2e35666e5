/** Types for subset-font (the package ships none): the subset of its API scripts/font-subset.ts uses. */
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType layout features to keep (default: all of them, with the glyphs they reach). */
    keepFeatures?: string[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
