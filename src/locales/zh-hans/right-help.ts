import type { Situation } from '@/domain/options';
import { adviceIn, type AdviceId, type AdviceWords, type RightHelpDraft } from '@/domain/right-help';
import { animalParagraph } from '@/content/emergency';
import { EMERGENCY } from './emergency';
import type { HelpAdvice } from '@/content/right-help';

export type { HelpAdvice } from '@/content/right-help';

/**
 * "Right help first" in Simplified Chinese (see src/content/right-help.ts): situations where
 * someone other than a wildlife professional should be called. The visitor may still continue
 * to a professional.
 */
const RULE = EMERGENCY;

export const ADVICE: Readonly<Record<AdviceId, AdviceWords>> = {
  // The emergency rule's own words (content/emergency.ts).
  bitten: { title: RULE.biteTitle, steps: [...RULE.biteSteps, animalParagraph(EMERGENCY)] },
  'bat-slept': { title: RULE.batTitle, steps: RULE.batSteps },
  'dead-on-street': {
    title: '公共街道或人行道上有死去的动物',
    steps: [
      '不要碰它，并让儿童和宠物远离。',
      '如果它可能患有狂犬病，或者曾咬伤或抓伤人或宠物，拨打311时请说明：311会把这类情况转交纽约市动物照护中心（ACC）。',
      '在公园内，由纽约市公园局（NYC Parks）处理。其他情况下，纽约市清洁局（DSNY）负责清走街道和人行道上死去的动物。无论哪种情况，都请通过311报告；这种情况您也不需要找私人专业人员。',
    ],
  },
  domestic: {
    title: '猫或狗',
    steps: [
      '我们的网络只处理野生动物。流浪、走失、生病或受伤的猫狗由纽约市动物照护中心（ACC）处理：请拨打311联系他们。',
      'ACC不受理关于健康社区猫（在户外生活的猫）的报告；311可以向您介绍适用于这些猫的“捕捉、绝育、放归”（TNR）项目。',
      '如果有动物正在攻击，或此刻有人处于危险之中，请拨打911。',
    ],
  },
};

/** The advice that applies to the answers so far, most urgent first (the rule: domain/right-help.ts). */
export function adviceFor(draft: RightHelpDraft): HelpAdvice[] {
  return adviceIn(ADVICE, draft);
}

export const SITUATION_LABELS: Record<Situation, string> = {
  bitten: '有人被这只动物咬伤或抓伤',
  'bat-slept': '在有人睡觉的房间里发现了蝙蝠',
  'dead-on-street': '动物已经死亡，躺在公共街道或人行道上',
  'inside-living-space': '动物在有人居住的空间里（卧室、厨房或客厅）',
  'young-animals': '我看到或听到幼崽',
};
