import type { Config } from 'tailwindcss';

/**
 * Tailwind 4 reads this file through `@config` in src/index.css and src/back-office.css, which
 * name the sources it reads classes from. The palette (a deep forest green for trust, amber for
 * urgency) is in src/site.css's @theme, as CSS variables, so the dark scheme (src/dark.css) can
 * swap it.
 */
export default {
  theme: {
    extend: {
      fontFamily: {
        sans: ['"Site Sans"', 'system-ui', 'sans-serif'],
      },
      maxWidth: {
        content: '76rem',
      },
    },
  },
} satisfies Config;
