/** The one-line emergency rule in this language: the line above step 1 of the report flow, and the first line of emergency.ts. A module of its own so a page that shows only the line loads only the line. */
export const EMERGENCY_LINE = '緊急情況？如有人受傷或動物此刻構成危險，請致電 911。被咬傷或抓傷：用肥皂和清水清洗傷口，當天就醫，然後致電 311。切勿靠近動物。';
