/** The one-line emergency rule in this language: the line above step 1 of the report flow, and the first line of emergency.ts. A module of its own so a page that shows only the line loads only the line. */
export const EMERGENCY_LINE = '紧急情况？如果有人受伤或动物此刻有危险，请拨打911。被咬伤或抓伤：用肥皂和清水冲洗伤口，当天就医，然后拨打311。切勿靠近动物。';
