import { POST_STATUSES, type PostStatus } from '@site/contract';
import { companyDay } from '../company-time.js';
import type { Publishing } from './post-fields.js';

const LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

const HINTS: Record<PostStatus, string> = {
  draft: 'Not public; excerpt, content and read time may stay empty.',
  scheduled: 'Goes public by itself at the time below.',
  published: 'Public on the blog.',
};

/** How the company's time zone is named next to the publish time inputs. */
export const ZONE_NAME = 'Pakistan time, PKT';

interface Props {
  value: Publishing;
  onChange: (value: Publishing) => void;
  /** When the stored post went public, for a published post. */
  publishedAt: string | null;
}

/** The post's status as a radio group, and a scheduled post's date and time in company time. */
export function StatusFields({ value, onChange, publishedAt }: Props) {
  const set = (change: Partial<Publishing>) => onChange({ ...value, ...change });
  const publishedDay = companyDay(publishedAt);
  return (
    <fieldset className="post-status">
      <legend>Status</legend>
      <div className="post-status__options">
        {POST_STATUSES.map((status) => (
          <div key={status} className="post-status__option">
            <label>
              <input
                type="radio"
                name="post-status"
                value={status}
                checked={value.status === status}
                onChange={() => set({ status })}
                aria-describedby={`post-status-${status}-hint`}
              />{' '}
              {LABELS[status]}
            </label>
            <small id={`post-status-${status}-hint`} className="muted">
              {status === 'published' && publishedDay ? `Published ${publishedDay}` : HINTS[status]}
            </small>
          </div>
        ))}
      </div>
      {value.status === 'scheduled' && (
        <div className="post-status__when">
          <div className="field">
            <label htmlFor="post-publish-date">Publish date</label>
            <input
              id="post-publish-date"
              type="date"
              required
              value={value.date}
              onChange={(event) => set({ date: event.target.value })}
              aria-describedby="post-publish-zone"
            />
          </div>
          <div className="field">
            <label htmlFor="post-publish-time">Publish time</label>
            <input
              id="post-publish-time"
              type="time"
              step={1}
              required
              value={value.time}
              onChange={(event) => set({ time: event.target.value })}
              aria-describedby="post-publish-zone"
            />
          </div>
          <p id="post-publish-zone" className="muted post-status__zone">
            {ZONE_NAME}
          </p>
        </div>
      )}
    </fieldset>
  );
}
