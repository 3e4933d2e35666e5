import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { answerZip, checkZip } from '@/domain/zip-coverage';
import { toastForAnswer } from './messages';

describe('toastForAnswer', () => {
  it("keeps the spec's 'Service Available!' only where an active professional covers the borough", () => {
    expect(toastForAnswer(answerZip(checkZip('11354'), { covered: true }))).toMatchObject({
      title: 'Service Available!',
      description: "Great news! We have pros in your area. Let's get you connected.",
    });
    const phoneOnly = toastForAnswer(answerZip(checkZip('10301'), { covered: false }));
    expect(phoneOnly.title).toBe('Call Our Dispatch Line');
    expect(phoneOnly.description).toContain('no professional on our network in Staten Island');
    expect(phoneOnly.description).toContain(site.phone.display);
    expect(phoneOnly.description).not.toContain('We have pros');
  });

  it('says availability is unconfirmed when coverage could not be checked', () => {
    const toast = toastForAnswer(answerZip(checkZip('11215'), null));
    expect(toast.title).toBe('In Our Service Area');
    expect(toast.description).toContain('ZIP code 11215 is in Brooklyn');
    expect(toast.description).not.toContain('We have pros');
  });

  it('adds that only Queens addresses are served on a city-line ZIP', () => {
    expect(toastForAnswer(answerZip(checkZip('11001'), { covered: true })).description).toContain(
      'ZIP code 11001 also covers addresses in Nassau County: we serve only its Queens addresses.',
    );
  });

  it('keeps the invalid and Coming Soon! answers', () => {
    expect(toastForAnswer(answerZip(checkZip('12'), null)).title).toBe('Invalid ZIP Code');
    expect(toastForAnswer(answerZip(checkZip('07030'), null)).title).toBe('Coming Soon!');
  });
});
