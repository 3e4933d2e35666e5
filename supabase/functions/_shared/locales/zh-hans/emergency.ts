/** The emergency rule in Simplified Chinese (see emergency-rule.ts). */
import type { EmergencyRule } from '../../emergency-rule.ts';
import { EMERGENCY_LINE } from './emergency-line.ts';

export const EMERGENCY: EmergencyRule = {
  line: EMERGENCY_LINE,
  biteTitle: '有人被咬伤或抓伤',
  biteLead: '如果有人被咬伤或抓伤：',
  biteSteps: [
    '用肥皂和流动的清水冲洗伤口几分钟。',
    '当天就医；如伤势严重，请拨打911。狂犬病治疗的效果取决于多快开始。',
    '然后拨打311报告：纽约市卫生局会告诉您是否有人需要接受狂犬病治疗。',
  ],
  animal:
    '不要靠近动物，也不要尝试抓它。让其他人和宠物远离；如果它在室内，关上门，把人和它隔开。如果它仍有危险，或者可能患有狂犬病且时间在晚上6点到早上10点之间，请拨打911；否则请拨打311，由纽约市动物照护中心（ACC）来捕捉它。',
  batException: '蝙蝠是例外：让它留在房间里并关上门，不要让它飞走，然后拨打311。',
  batTitle: '有人睡觉的房间里出现过蝙蝠',
  batLead: '如果有人睡觉的房间里出现过蝙蝠：',
  batSteps: [
    '不要让蝙蝠飞走。蝙蝠咬的伤口可能小到难以察觉，而且可能需要对这只蝙蝠进行狂犬病检测。',
    '让它留在房间里：关上房门，不要让人或宠物进去。',
    '拨打311，要求转接纽约市卫生局。卫生局会告诉您是否需要检测这只蝙蝠，以及是否有人需要治疗。',
  ],
  gap: '',
};
