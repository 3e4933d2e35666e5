import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { JobRecordForm, jobRecordSchema } from './job-record-form';

afterEach(() => {
  vi.useRealTimers();
});

describe('JobRecordForm', () => {
  it('offers New York dates: an evening acceptance after midnight UTC can be recorded the same evening', () => {
    // 7:30 pm in New York on November 24 is already November 25 in UTC.
    vi.useFakeTimers({ now: new Date('2026-11-25T00:40:00Z') });
    render(<JobRecordForm since="2026-11-25T00:30:00Z" species="Raccoon" onComplete={() => Promise.resolve(true)} />);
    const date = screen.getByLabelText(/Date of service/);
    expect(date.getAttribute('min')).toBe('2026-11-24');
    expect(date.getAttribute('max')).toBe('2026-11-24');
    expect((date as HTMLInputElement).value).toBe('2026-11-24');
  });

  it('from the New York day of `since` to today', () => {
    vi.useFakeTimers({ now: new Date('2026-07-04T16:00:00Z') });
    render(<JobRecordForm since="2026-07-01T03:00:00Z" species="" onComplete={() => Promise.resolve(true)} />);
    const date = screen.getByLabelText(/Date of service/);
    // 3 am UTC on July 1 is 11 pm on June 30 in New York.
    expect(date.getAttribute('min')).toBe('2026-06-30');
    expect(date.getAttribute('max')).toBe('2026-07-04');
  });
});

describe('jobRecordSchema', () => {
  const schema = jobRecordSchema('2026-07-01', '2026-07-04');
  const record = { serviceDate: '2026-07-02', species: ' Raccoon ', animalCount: '2', method: 'Live trap', disposition: 'No animal handled' };

  it('parses a record as complete_lead takes it', () => {
    expect(schema.parse(record)).toEqual({ ...record, species: 'Raccoon', animalCount: 2 });
  });

  it('refuses what the database refuses: a date outside the job, more than 100 animals, an unknown method', () => {
    expect(schema.safeParse({ ...record, serviceDate: '2026-06-30' }).success).toBe(false);
    expect(schema.safeParse({ ...record, serviceDate: '2026-07-05' }).success).toBe(false);
    expect(schema.safeParse({ ...record, animalCount: '100' }).success).toBe(true);
    expect(schema.safeParse({ ...record, animalCount: '101' }).success).toBe(false);
    expect(schema.safeParse({ ...record, animalCount: '-1' }).success).toBe(false);
    expect(schema.safeParse({ ...record, method: 'Glue trap' }).success).toBe(false);
    expect(schema.safeParse({ ...record, species: '  ' }).success).toBe(false);
  });
});
