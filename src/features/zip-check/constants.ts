/** Delay between the 'Service Available!' toast and the move to /contact (docs/product-rules.md#constants). */
export const ZIP_REDIRECT_DELAY_MS = 1500;

/** How long the home check waits for the coverage answer before answering from the ZIP list. */
export const COVERAGE_TIMEOUT_MS = 5000;
