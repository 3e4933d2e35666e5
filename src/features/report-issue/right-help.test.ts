import { describe, expect, it } from 'vitest';
import { adviceFor } from '@/content/right-help';
import { ANIMAL_TYPES, SITUATIONS, type Situation } from '@/domain/options';
import { REPORT_COPY_EN } from './locales/en';
import { adviceIdsFor } from '@/domain/right-help';
import { EMERGENCY_RULE } from '../../../supabase/functions/_shared/emergency.ts';
import { animalParagraph, type EmergencyLanguage } from '@/content/emergency';
import { CONTACT_COPY as ES } from '@/locales/es/report/contact';
import { CONTACT_COPY as ZH_HANS } from '@/locales/zh-hans/report/contact';
import { CONTACT_COPY as ZH_HANT } from '@/locales/zh-hant/report/contact';

/** The English advice for some answers, as the flow shows it. */
const advice = (draft: { animalType: string; situations: Situation[] }) =>
  adviceIdsFor(draft).map((id) => ({ id, ...REPORT_COPY_EN.rightHelp.advice[id] }));

describe('adviceIdsFor: who to call instead, before contact details', () => {
  it('sends cats and dogs to Animal Care Centers through 311', () => {
    const found = advice({ animalType: 'Domestic cat or dog', situations: [] });
    expect(found.map((a) => a.id)).toEqual(['domestic']);
    expect(found[0]?.steps.join(' ')).toMatch(/Animal Care Centers of NYC .*311/);
  });

  it('puts bites first (medical care, 911, Health Department via 311)', () => {
    const found = advice({ animalType: 'Raccoon', situations: ['dead-on-street', 'bitten'] });
    expect(found.map((a) => a.id)).toEqual(['bitten', 'dead-on-street']);
    expect(found[0]?.steps.join(' ')).toMatch(/911/);
    expect(found[0]?.steps.join(' ')).toMatch(/Health Department/);
  });

  it('tells a resident not to release a bat found where someone slept', () => {
    expect(advice({ animalType: 'Bat', situations: ['bat-slept'] })[0]?.steps.join(' ')).toMatch(/Do not let the bat fly out/);
  });

  it('sends a dead animal on a public street to Sanitation through 311, says not to touch it, and names Parks and ACC for their cases', () => {
    const steps = advice({ animalType: 'Raccoon', situations: ['dead-on-street'] })[0]?.steps.join(' ') ?? '';
    expect(steps).toMatch(/Sanitation.*311/);
    expect(steps).toMatch(/^Do not touch it/);
    expect(steps).toMatch(/rabid, or it bit or scratched a person or pet.*Animal Care Centers/);
    expect(steps).toMatch(/In a park, NYC Parks/);
    expect(steps).not.toMatch(/does not collect dead animals/);
  });

  it('says ACC does not take healthy community cats', () => {
    expect(advice({ animalType: 'Domestic cat or dog', situations: [] })[0]?.steps.join(' ')).toMatch(/ACC does not take reports of healthy community \(outdoor\) cats/);
  });

  it('asks nothing extra for an ordinary wildlife problem', () => {
    expect(advice({ animalType: 'Squirrel', situations: [] })).toEqual([]);
  });

  it('shows, in English, exactly what content/right-help.ts (the dispatch console) says, for every answer', () => {
    const subsets = SITUATIONS.reduce<Situation[][]>((all, s) => [...all, ...all.map((set) => [...set, s])], [[]]);
    for (const animalType of ANIMAL_TYPES) {
      for (const situations of subsets) {
        const draft = { animalType, situations };
        expect(advice(draft)).toEqual(adviceFor(draft).map((a) => ({ id: a.id, title: a.title, steps: a.steps })));
      }
    }
  });
});

describe('the bite and bat cards are the one emergency rule (content/emergency.ts), in every language', () => {
  const byLanguage: [EmergencyLanguage, typeof ES][] = [['en', REPORT_COPY_EN], ['es', ES], ['zh-Hant', ZH_HANT], ['zh-Hans', ZH_HANS]];
  it.each(byLanguage)('%s: wash, doctor, 311, then never approach the animal; the bat stays in the room', (language, copy) => {
    const rule = EMERGENCY_RULE[language];
    expect(copy.rightHelp.advice.bitten).toEqual({ title: rule.biteTitle, steps: [...rule.biteSteps, animalParagraph(rule)] });
    expect(copy.rightHelp.advice['bat-slept']).toEqual({ title: rule.batTitle, steps: rule.batSteps });
  });
});
