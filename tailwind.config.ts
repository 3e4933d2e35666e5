import type { Config } from 'tailwindcss';

/**
 * Tailwind 4 reads this file through `@config` in src/index.css. The palette (a deep forest
 * green for trust, amber for urgency) is in src/index.css's @theme, as CSS variables, so the
 * back office's dark scheme (src/dark.css) can swap it.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        sans: ['"Inter Variable"', '"Inter Fallback"', 'system-ui', 'sans-serif'],
      },
      maxWidth: {
        content: '76rem',
      },
    },
  },
} satisfies Config;
