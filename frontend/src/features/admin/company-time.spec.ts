import { describe, expect, it } from '@jest/globals';
import { companyInputs, companyIso, companyOffset } from './company-time.js';

describe('publish times in company time (Asia/Karachi)', () => {
  it('the offset comes from Intl: +05:00 all year, no daylight saving', () => {
    expect(companyOffset(new Date('2026-01-15T12:00:00Z'))).toBe('+05:00');
    expect(companyOffset(new Date('2026-07-15T12:00:00Z'))).toBe('+05:00');
  });

  it('the inputs become ISO 8601 with the offset, seconds filled in', () => {
    expect(companyIso({ date: '2026-12-01', time: '09:00' })).toBe('2026-12-01T09:00:00+05:00');
    expect(companyIso({ date: '2026-12-01', time: '23:59:30' })).toBe('2026-12-01T23:59:30+05:00');
    expect(new Date(companyIso({ date: '2026-12-01', time: '09:00' })!).toISOString()).toBe(
      '2026-12-01T04:00:00.000Z',
    );
  });

  it('empty or malformed inputs give no time', () => {
    expect(companyIso({ date: '', time: '09:00' })).toBeNull();
    expect(companyIso({ date: '2026-12-01', time: '' })).toBeNull();
    expect(companyIso({ date: '1/12/2026', time: '09:00' })).toBeNull();
    expect(companyIso({ date: '2026-13-45', time: '09:00' })).toBeNull();
  });

  it('a stored UTC time is shown in Karachi: the date may change at midnight', () => {
    expect(companyInputs('2026-12-01T04:00:00.000Z')).toEqual({
      date: '2026-12-01',
      time: '09:00',
    });
    expect(companyInputs('2026-11-30T20:30:15.000Z')).toEqual({
      date: '2026-12-01',
      time: '01:30:15',
    });
    expect(companyInputs(null)).toEqual({ date: '', time: '' });
    expect(companyInputs('not a date')).toEqual({ date: '', time: '' });
  });
});
