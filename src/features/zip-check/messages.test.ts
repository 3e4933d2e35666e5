import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { answerZip, checkZip } from '@/domain/zip-coverage';
import type { ZipAnswersCopy } from './copy';
import { ZIP_ANSWERS_EN } from './locales/en-answers';
import { ZIP_CHECK_COPY_EN } from './locales/en';
import { toastForAnswer as toastIn } from './messages';

const toastForAnswer = (answer: Parameters<typeof toastIn>[0]) => toastIn(answer, ZIP_ANSWERS_EN);

describe('toastForAnswer', () => {
  it("keeps the product rules' 'Service Available!' only where an active professional covers the borough", () => {
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

  it('speaks the language it is given, borough names included', () => {
    const other: ZipAnswersCopy = {
      ...ZIP_ANSWERS_EN,
      boroughs: { ...ZIP_ANSWERS_EN.boroughs, 'Staten Island': '史泰登島' },
      phoneOnly: { title: '請致電調度專線', description: '{borough}：請致電 {phone}。' },
    };
    expect(toastIn(answerZip(checkZip('10301'), { covered: false }), other)).toMatchObject({
      title: '請致電調度專線',
      description: `史泰登島：請致電 ${site.phone.display}。`,
    });
  });

  it('loads the English answers on demand', async () => {
    await expect(ZIP_CHECK_COPY_EN.loadAnswers()).resolves.toBe(ZIP_ANSWERS_EN);
  });
});
