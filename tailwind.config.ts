import type { Config } from 'tailwindcss';

/**
 * Tailwind 4 reads this file through `@config` in src/index.css. Theme tokens live here
 * so components share one palette: a deep forest green for trust, amber for urgency.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#effaf3',
          100: '#d8f3e1',
          200: '#b4e5c6',
          300: '#82d0a3',
          400: '#4fb37c',
          500: '#2d975f',
          600: '#1f7a4b',
          700: '#1a623e',
          800: '#174e34',
          900: '#13402c',
          950: '#0a2419',
        },
        urgent: {
          50: '#fff8eb',
          100: '#feeac7',
          500: '#f59e0b',
          600: '#d97706',
          700: '#b45309',
          800: '#92400e',
        },
      },
      fontFamily: {
        sans: ['"Inter Variable"', '"Inter Fallback"', 'system-ui', 'sans-serif'],
      },
      maxWidth: {
        content: '76rem',
      },
    },
  },
} satisfies Config;
