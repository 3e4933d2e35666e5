import type { Situation } from '@/domain/options';
import type { HelpAdvice } from '@/content/right-help';

/**
 * "Right help first" in Traditional Chinese (see content/right-help.ts): situations where
 * someone other than a wildlife professional should be called.
 */
export type { HelpAdvice };

const ADVICE: Record<HelpAdvice['id'], HelpAdvice> = {
  bitten: {
    id: 'bitten',
    title: '有人被咬傷或抓傷',
    steps: [
      '用肥皂和流動的清水清洗傷口幾分鐘，然後立即就醫。如傷勢嚴重，請致電 911。',
      '致電 311，向紐約市衛生局報告咬傷事件。衛生局會告訴您是否有人需要接受狂犬病治療。',
      '如果安全，在不觸碰動物的情況下把牠困住，以便進行檢測。切勿徒手捕捉。',
    ],
  },
  'bat-slept': {
    id: 'bat-slept',
    title: '有人睡覺的房間裡出現蝙蝠',
    steps: [
      '不要讓蝙蝠飛走。蝙蝠咬傷可能小得難以察覺，而蝙蝠可能需要接受狂犬病檢測。',
      '如能安全處理（戴上厚手套，切勿徒手），請把牠困住：關上房門，或用容器罩住牠，再在底下插入一塊硬紙板。',
      '致電 311，要求轉接紐約市衛生局（Health Department）。衛生局會告訴您蝙蝠是否需要檢測，以及是否有人需要治療。',
    ],
  },
  'dead-on-street': {
    id: 'dead-on-street',
    title: '公共街道或人行道上有動物屍體',
    steps: [
      '紐約市清潔局（DSNY）負責清走街道和人行道上的動物屍體：請透過 311 報告。',
      '紐約市動物照護中心（ACC）不收集動物屍體，這種情況您也不需要找私人專業人員。',
    ],
  },
  domestic: {
    id: 'domestic',
    title: '貓或狗',
    steps: [
      '我們的網絡只處理野生動物。流浪、走失或受傷的貓狗由紐約市動物照護中心（ACC）處理：請致電 311 聯絡他們。',
      '如有動物正在攻擊，或此刻有人身處危險，請致電 911。',
    ],
  },
};

/** The advice that applies to the answers so far, most urgent first. */
export function adviceFor(draft: { animalType: string | null; situations: readonly Situation[] }): HelpAdvice[] {
  const ids: HelpAdvice['id'][] = [];
  if (draft.situations.includes('bitten')) ids.push('bitten');
  if (draft.situations.includes('bat-slept')) ids.push('bat-slept');
  if (draft.animalType === 'Domestic cat or dog') ids.push('domestic');
  if (draft.situations.includes('dead-on-street')) ids.push('dead-on-street');
  return ids.map((id) => ADVICE[id]);
}

export const SITUATION_LABELS: Record<Situation, string> = {
  bitten: '有人被這隻動物咬傷或抓傷',
  'bat-slept': '在有人睡覺的房間裡發現蝙蝠',
  'dead-on-street': '動物已經死亡，躺在公共街道或人行道上',
};
