/** The finalize page's public entry (/application-paid): see index.ts. */
export { FinalizeApplication } from './finalize-application';
