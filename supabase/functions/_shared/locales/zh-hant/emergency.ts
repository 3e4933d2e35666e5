/** The emergency rule in Traditional Chinese (see emergency-rule.ts). */
import type { EmergencyRule } from '../../emergency-rule.ts';
import { EMERGENCY_LINE } from './emergency-line.ts';

export const EMERGENCY: EmergencyRule = {
  line: EMERGENCY_LINE,
  biteTitle: '有人被咬傷或抓傷',
  biteLead: '如果有人被咬傷或抓傷：',
  biteSteps: [
    '用肥皂和流動的清水清洗傷口幾分鐘。',
    '當天就醫；如傷勢嚴重，請致電 911。狂犬病治療的效果取決於多快開始。',
    '然後致電 311 報告：紐約市衛生局會告訴您是否有人需要接受狂犬病治療。',
  ],
  animal:
    '不要靠近動物，也不要嘗試捕捉牠。讓其他人和寵物遠離；如果牠在室內，關上門，把人和牠隔開。如果牠仍然構成危險，或者可能患有狂犬病而時間是晚上 6 時至早上 10 時之間，請致電 911；否則請致電 311，讓紐約市動物照護中心（ACC）捕捉牠。',
  batException: '蝙蝠是例外：讓牠留在房間裡並關上門，不要讓牠飛走，然後致電 311。',
  batTitle: '有人睡覺的房間裡出現蝙蝠',
  batLead: '如果有人睡覺的房間裡出現過蝙蝠：',
  batSteps: [
    '不要讓蝙蝠飛走。蝙蝠咬傷可能小得難以察覺，而蝙蝠可能需要接受狂犬病檢測。',
    '讓牠留在房間裡：關上房門，不要讓人或寵物進入。',
    '致電 311，要求轉接紐約市衛生局（Health Department）。衛生局會告訴您蝙蝠是否需要檢測，以及是否有人需要治療。',
  ],
  gap: '',
};
