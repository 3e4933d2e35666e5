/** The advice now lives with the other copy, so the dispatch console can show it too. */
export { adviceFor, SITUATION_LABELS, type HelpAdvice } from '@/content/right-help';
