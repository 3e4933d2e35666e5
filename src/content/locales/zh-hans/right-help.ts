import type { Situation } from '@/domain/options';
import type { HelpAdvice } from '@/content/right-help';

export type { HelpAdvice } from '@/content/right-help';

/**
 * "Right help first" in Simplified Chinese (see src/content/right-help.ts): situations where
 * someone other than a wildlife professional should be called. The visitor may still continue
 * to a professional.
 */
const ADVICE: Record<HelpAdvice['id'], HelpAdvice> = {
  bitten: {
    id: 'bitten',
    title: '有人被咬伤或抓伤',
    steps: [
      '用肥皂和流动的清水冲洗伤口几分钟，然后立即就医。如伤势严重，请拨打911。',
      '拨打311，向纽约市卫生局报告咬伤事件。卫生局会告诉您是否有人需要接受狂犬病治疗。',
      '如果安全的话，在不触碰动物的情况下把它关住，以便进行检测。不要尝试徒手抓它。',
    ],
  },
  'bat-slept': {
    id: 'bat-slept',
    title: '有人睡觉的房间里出现过蝙蝠',
    steps: [
      '不要让蝙蝠飞走。蝙蝠咬的伤口可能小到难以察觉，而且可能需要对这只蝙蝠进行狂犬病检测。',
      '如果可以安全地做到（戴厚手套，绝不要徒手），请把它关住：关上房门，或用容器罩住它，再从下面插入一张硬纸板。',
      '拨打311，要求转接纽约市卫生局。卫生局会告诉您是否需要检测这只蝙蝠，以及是否有人需要治疗。',
    ],
  },
  'dead-on-street': {
    id: 'dead-on-street',
    title: '公共街道或人行道上有死去的动物',
    steps: [
      '纽约市清洁局（DSNY）负责清走街道和人行道上死去的动物：请通过311报告。',
      '纽约市动物照护中心（ACC）不负责收走死去的动物，这种情况您也不需要找私人专业人员。',
    ],
  },
  domestic: {
    id: 'domestic',
    title: '猫或狗',
    steps: [
      '我们的网络只处理野生动物。流浪、走失或受伤的猫狗由纽约市动物照护中心（ACC）处理：请拨打311联系他们。',
      '如果有动物正在攻击，或此刻有人处于危险之中，请拨打911。',
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
  bitten: '有人被这只动物咬伤或抓伤',
  'bat-slept': '在有人睡觉的房间里发现了蝙蝠',
  'dead-on-street': '动物已经死亡，躺在公共街道或人行道上',
};
