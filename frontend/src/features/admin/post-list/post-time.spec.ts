import { describe, expect, it } from '@jest/globals';
import { companyDateTime, companyDay } from '../company-time.js';
import { postTimeLabel, statusLabel } from './post-time.js';

const post = {
  status: 'published' as const,
  publishedAt: '2026-11-24T04:00:00.000Z',
  updatedAt: '2026-11-24T04:00:00.000Z',
  deletedAt: null,
};

describe('times in the company’s zone (Asia/Karachi, UTC+5)', () => {
  it('formats a day and a date with its time and zone, whatever the machine’s zone', () => {
    expect(companyDateTime('2026-12-01T04:00:00.000Z')).toBe('1 Dec 2026, 09:00 (PKT)');
    // 20:30 UTC is already the next day in Karachi.
    expect(companyDay('2026-11-23T20:30:00.000Z')).toBe('24 Nov 2026');
    expect(companyDateTime('2026-11-23T20:30:00.000Z')).toBe('24 Nov 2026, 01:30 (PKT)');
    expect(companyDateTime('2026-11-23T18:59:00Z')).toBe('23 Nov 2026, 23:59 (PKT)');
  });

  it('has no date for a missing or invalid time', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(companyDay(value)).toBeNull();
      expect(companyDateTime(value)).toBeNull();
    }
  });
});

describe('postTimeLabel', () => {
  it('a scheduled post: when it goes public, to the minute', () => {
    expect(
      postTimeLabel({ ...post, status: 'scheduled', publishedAt: '2026-12-01T04:00:00.000Z' }),
    ).toBe('Scheduled for 1 Dec 2026, 09:00 (PKT)');
  });

  it('a published post: the day it went public', () => {
    expect(postTimeLabel({ ...post, publishedAt: '2026-11-23T20:30:00.000Z' })).toBe(
      'Published 24 Nov 2026',
    );
  });

  it('a draft: when it was last edited', () => {
    expect(
      postTimeLabel({
        ...post,
        status: 'draft',
        publishedAt: null,
        updatedAt: '2026-11-24T10:15:00.000Z',
      }),
    ).toBe('Last edited 24 Nov 2026, 15:15 (PKT)');
  });

  it('a post in the trash: when it went there and when it is purged, whatever its status', () => {
    expect(postTimeLabel({ ...post, deletedAt: '2026-11-24T10:00:00.000Z' })).toBe(
      'Trashed 24 Nov 2026 · purged after 30 days',
    );
    expect(
      postTimeLabel({
        ...post,
        status: 'draft',
        publishedAt: null,
        deletedAt: '2026-11-23T19:00:00.000Z',
      }),
    ).toBe('Trashed 24 Nov 2026 · purged after 30 days');
  });

  it("'Date unavailable' when the time that matters is missing or invalid", () => {
    expect(postTimeLabel({ ...post, publishedAt: null })).toBe('Date unavailable');
    expect(postTimeLabel({ ...post, status: 'scheduled', publishedAt: 'soon' })).toBe(
      'Date unavailable',
    );
  });
});

describe('statusLabel', () => {
  it('names each state; the trash wins over the status', () => {
    expect(statusLabel({ status: 'draft', deletedAt: null })).toBe('Draft');
    expect(statusLabel({ status: 'scheduled', deletedAt: null })).toBe('Scheduled');
    expect(statusLabel({ status: 'published', deletedAt: null })).toBe('Published');
    expect(statusLabel({ status: 'published', deletedAt: '2026-11-24T10:00:00.000Z' })).toBe(
      'In trash',
    );
  });
});
