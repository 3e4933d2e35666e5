/**
 * The one emergency rule of NYC Wildlife Dispatch, in the four languages residents read: what to
 * do after a bite or scratch, what to do about the animal, and the bat exception. Written once
 * here and used everywhere the site or an e-mail gives this advice: the line above step 1 of the
 * report flow, the "right help first" cards, the FAQ, the raccoon FAQ, the status page and the
 * resident's confirmation e-mail.
 *
 * Plain data with no imports, so the Edge Functions (Deno, through templates.ts) and the site
 * (src/content/emergency.ts re-exports it) load the same file. One constant per language: a page
 * imports its own (EMERGENCY_ES …) and the build leaves the other three out of it.
 *
 * The NYC rule: never approach, catch or confine a wild animal; keep people and pets away, close a
 * door if it is indoors, 911 if it is still a danger (or may be rabid between 6 PM and 10 AM), 311
 * so Animal Care Centers of NYC can capture it. A bat is the exception: keep it in the room, do
 * not let it out, call 311. After a bite or scratch: wash the wound, get medical care the same day,
 * then report it to 311 (rabies treatment depends on time). Bite advice never says only "call 311".
 */

export type EmergencyLanguage = 'en' | 'es' | 'zh-Hant' | 'zh-Hans';

export interface EmergencyRule {
  /** The short line above step 1 of the report flow; {call911} and {call311} become tel: links. */
  readonly line: string;
  /** "Someone was bitten or scratched" as a heading. */
  readonly biteTitle: string;
  /** "If someone was bitten or scratched:" leading a paragraph. */
  readonly biteLead: string;
  /** In order: wash the wound, medical care the same day, then 311. */
  readonly biteSteps: readonly [string, string, string];
  /** The animal itself (every animal but a bat): never approach, catch or confine it. */
  readonly animal: string;
  /** The bat exception, in one sentence. */
  readonly batException: string;
  /** "A bat was in a room where someone slept" as a heading. */
  readonly batTitle: string;
  /** "If a bat was in a room where someone slept:" leading a paragraph. */
  readonly batLead: string;
  /** In order: do not let it out, keep it in the room, 311. */
  readonly batSteps: readonly [string, string, string];
  /** Between two sentences: a space, or nothing in Chinese. */
  readonly gap: '' | ' ';
}

export const EMERGENCY_EN: EmergencyRule = {
  line: 'Emergency? If someone is hurt or an animal is a danger right now, call {call911}. After a bite or scratch: wash the wound with soap and water, see a doctor today, then call {call311}. Never approach the animal.',
  biteTitle: 'Someone was bitten or scratched',
  biteLead: 'If someone was bitten or scratched:',
  biteSteps: [
    'Wash the wound with soap and running water for several minutes.',
    'Get medical care the same day, and call 911 if the injury is serious. Rabies treatment depends on how soon it starts.',
    'Then report it to 311: the NYC Health Department will advise whether anyone needs rabies treatment.',
  ],
  animal:
    'Do not approach the animal or try to catch it. Keep people and pets away, and if it is indoors, close a door between it and people. Call 911 if it is still a danger, or if it may be rabid and it is between 6 PM and 10 AM; otherwise call 311 so Animal Care Centers of NYC (ACC) can capture it.',
  batException: 'A bat is the exception: keep it in the room with the door closed, do not let it out, and call 311.',
  batTitle: 'A bat was in a room where someone slept',
  batLead: 'If a bat was in a room where someone slept:',
  batSteps: [
    'Do not let the bat fly out. A bat bite can be too small to notice, and the bat may need to be tested for rabies.',
    'Keep it in the room: close the door and keep people and pets out.',
    'Call 311 and ask for the NYC Health Department. They will tell you whether the bat should be tested and whether anyone needs treatment.',
  ],
  gap: ' ',
};

export const EMERGENCY_ES: EmergencyRule = {
  line: '¿Emergencia? Si alguien está herido o un animal es un peligro en este momento, llame al {call911}. Tras una mordedura o un arañazo: lave la herida con agua y jabón, vea a un médico hoy mismo y luego llame al {call311}. Nunca se acerque al animal.',
  biteTitle: 'Un animal mordió o arañó a alguien',
  biteLead: 'Si un animal mordió o arañó a alguien:',
  biteSteps: [
    'Lave la herida con agua corriente y jabón durante varios minutos.',
    'Busque atención médica ese mismo día y llame al 911 si la herida es grave. El tratamiento contra la rabia depende de lo pronto que se empiece.',
    'Después repórtelo al 311: el Departamento de Salud de NYC le dirá si alguien necesita tratamiento contra la rabia.',
  ],
  animal:
    'No se acerque al animal ni intente atraparlo. Mantenga alejadas a las personas y las mascotas y, si está dentro de la casa, cierre una puerta entre el animal y las personas. Llame al 911 si sigue siendo un peligro, o si puede tener rabia y es entre las 6 p. m. y las 10 a. m.; si no, llame al 311 para que Animal Care Centers of NYC (ACC) lo capture.',
  batException: 'El murciélago es la excepción: manténgalo en la habitación con la puerta cerrada, no lo deje salir y llame al 311.',
  batTitle: 'Había un murciélago en una habitación donde alguien durmió',
  batLead: 'Si hubo un murciélago en una habitación donde alguien durmió:',
  batSteps: [
    'No deje que el murciélago salga. Una mordedura de murciélago puede ser tan pequeña que no se note, y puede que haya que hacerle al murciélago la prueba de la rabia.',
    'Manténgalo en la habitación: cierre la puerta y no deje entrar a personas ni mascotas.',
    'Llame al 311 y pida que lo comuniquen con el Departamento de Salud de NYC. Allí le dirán si hay que hacerle la prueba al murciélago y si alguien necesita tratamiento.',
  ],
  gap: ' ',
};

export const EMERGENCY_ZH_HANT: EmergencyRule = {
  line: '緊急情況？如有人受傷或動物此刻構成危險，請致電 {call911}。被咬傷或抓傷：用肥皂和清水清洗傷口，當天就醫，然後致電 {call311}。切勿靠近動物。',
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

export const EMERGENCY_ZH_HANS: EmergencyRule = {
  line: '紧急情况？如果有人受伤或动物此刻有危险，请拨打{call911}。被咬伤或抓伤：用肥皂和清水冲洗伤口，当天就医，然后拨打{call311}。切勿靠近动物。',
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

/** Every language, for the e-mails (a page imports only its own language's rule, so it ships no other). */
export const EMERGENCY_RULE: Readonly<Record<EmergencyLanguage, EmergencyRule>> = {
  en: EMERGENCY_EN,
  es: EMERGENCY_ES,
  'zh-Hant': EMERGENCY_ZH_HANT,
  'zh-Hans': EMERGENCY_ZH_HANS,
};

/** After a bite or scratch, as one paragraph: the lead, then wash, doctor, 311. */
export function biteParagraph(rule: EmergencyRule): string {
  return [rule.biteLead, ...rule.biteSteps].join(rule.gap);
}

/** The animal itself, with the bat exception, as one paragraph. */
export function animalParagraph(rule: EmergencyRule): string {
  return [rule.animal, rule.batException].join(rule.gap);
}

/** A bat in a room where someone slept, as one paragraph. */
export function batParagraph(rule: EmergencyRule): string {
  return [rule.batLead, ...rule.batSteps].join(rule.gap);
}
