// deno test: phone numbers in e-mails and texts (phone.ts).
import assert from 'node:assert/strict';
import { displayPhone, phoneLink } from './phone.ts';

Deno.test('a stored E.164 number is written as people write it and dialled with its +1', () => {
  assert.equal(displayPhone('+17185550142'), '(718) 555-0142');
  assert.equal(phoneLink('+17185550142'), 'tel:+17185550142');
});

Deno.test('a number configured another way (the dispatch line) is shown as configured and dialled by its digits', () => {
  assert.equal(displayPhone('(212) 555-0100'), '(212) 555-0100');
  assert.equal(phoneLink('(212) 555-0100'), 'tel:2125550100');
  assert.equal(displayPhone('+442079460958'), '+442079460958');
});
