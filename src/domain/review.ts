export { REVIEW_DAYS, REVIEW_DAYS_RANGE } from '../../supabase/functions/_shared/review-promise.ts';
