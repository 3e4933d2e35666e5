import type { Situation } from '@/domain/options';
import { adviceIn, type AdviceId, type AdviceWords, type RightHelpDraft } from '@/domain/right-help';
import { animalParagraph } from '@/content/emergency';
import { EMERGENCY } from './emergency';
import type { HelpAdvice } from '@/content/right-help';

/**
 * "Right help first" in Traditional Chinese (see content/right-help.ts): situations where
 * someone other than a wildlife professional should be called.
 */
export type { HelpAdvice };

const RULE = EMERGENCY;

export const ADVICE: Readonly<Record<AdviceId, AdviceWords>> = {
  // The emergency rule's own words (content/emergency.ts).
  bitten: { title: RULE.biteTitle, steps: [...RULE.biteSteps, animalParagraph(EMERGENCY)] },
  'bat-slept': { title: RULE.batTitle, steps: RULE.batSteps },
  'dead-on-street': {
    title: '公共街道或人行道上有動物屍體',
    steps: [
      '不要觸碰牠，並讓兒童和寵物遠離。',
      '如果牠可能患有狂犬病，或者曾咬傷或抓傷人或寵物，致電 311 時請說明：311 會把這類情況轉交紐約市動物照護中心（ACC）。',
      '在公園內，由紐約市公園局（NYC Parks）處理。其他情況下，紐約市清潔局（DSNY）負責清走街道和人行道上的動物屍體。無論哪種情況，都請透過 311 通報；這種情況您不需要找私人專業人員。',
    ],
  },
  domestic: {
    title: '貓或狗',
    steps: [
      '我們的網絡只處理野生動物。流浪、走失、生病或受傷的貓狗由紐約市動物照護中心（ACC）處理：請致電 311 聯絡他們。',
      'ACC 不受理關於健康社區貓（在戶外生活的貓）的報告；311 可以向您介紹適用於這些貓的「捕捉、絕育、放回」（TNR）計劃。',
      '如有動物正在攻擊，或此刻有人身處危險，請致電 911。',
    ],
  },
};

/** The advice that applies to the answers so far, most urgent first (the rule: domain/right-help.ts). */
export function adviceFor(draft: RightHelpDraft): HelpAdvice[] {
  return adviceIn(ADVICE, draft);
}

export const SITUATION_LABELS: Record<Situation, string> = {
  bitten: '有人被這隻動物咬傷或抓傷',
  'bat-slept': '在有人睡覺的房間裡發現蝙蝠',
  'dead-on-street': '動物已經死亡，躺在公共街道或人行道上',
  'inside-living-space': '動物在有人居住的空間裡（臥室、廚房或客廳）',
  'young-animals': '我看到或聽到幼崽',
};
