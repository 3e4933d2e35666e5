import { describe, expect, it } from 'vitest';
import { adviceFor } from './right-help';

describe('adviceFor: who to call instead, before contact details', () => {
  it('sends cats and dogs to Animal Care Centers through 311', () => {
    const advice = adviceFor({ animalType: 'Domestic cat or dog', situations: [] });
    expect(advice.map((a) => a.id)).toEqual(['domestic']);
    expect(advice[0]?.steps.join(' ')).toMatch(/Animal Care Centers of NYC .*311/);
  });

  it('puts bites first (medical care, 911, Health Department via 311)', () => {
    const advice = adviceFor({ animalType: 'Raccoon', situations: ['dead-on-street', 'bitten'] });
    expect(advice.map((a) => a.id)).toEqual(['bitten', 'dead-on-street']);
    expect(advice[0]?.steps.join(' ')).toMatch(/911/);
    expect(advice[0]?.steps.join(' ')).toMatch(/Health Department/);
  });

  it('tells a resident not to release a bat found where someone slept', () => {
    const advice = adviceFor({ animalType: 'Bat', situations: ['bat-slept'] });
    expect(advice[0]?.steps.join(' ')).toMatch(/Do not let the bat fly out/);
  });

  it('sends a dead animal on a public street to Sanitation through 311', () => {
    expect(adviceFor({ animalType: 'Raccoon', situations: ['dead-on-street'] })[0]?.steps.join(' ')).toMatch(/Sanitation.*311/);
  });

  it('asks nothing extra for an ordinary wildlife problem', () => {
    expect(adviceFor({ animalType: 'Squirrel', situations: [] })).toEqual([]);
  });
});
