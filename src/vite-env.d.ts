/// <reference types="vite/client" />

/** Year of the build, injected by vite.config.ts (used in the copyright line). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_NAME?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_DISPATCH_PHONE?: string;
  readonly VITE_DISPATCH_LINE_24_7?: string;
  readonly VITE_DISPATCH_EMAIL?: string;
  readonly VITE_PARTNERS_EMAIL?: string;
  readonly VITE_PAYMENT_URL?: string;
  readonly VITE_APPLICATION_FEE_AMOUNT?: string;
  readonly VITE_APPLICATION_FEE_CURRENCY?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
