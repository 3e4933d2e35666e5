/** The emergency rule in English (see emergency-rule.ts). */
import type { EmergencyRule } from '../../emergency-rule.ts';
import { EMERGENCY_LINE } from './emergency-line.ts';

export const EMERGENCY: EmergencyRule = {
  line: EMERGENCY_LINE,
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
