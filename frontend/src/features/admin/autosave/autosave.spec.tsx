import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type PostView, PUBLISHING_MESSAGES } from '@site/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { fakeToken } from '../../../../test/admin-token.js';
import { SAMPLE_POST } from '../../../../test/sample-post.js';
import { errorAnswer, requests, server } from '../../../../test/server.js';
import { fieldsOf, type PostFields } from '../post-form/post-fields.js';
import { AutosaveStatus } from './AutosaveStatus.js';
import { copyKey, readCopy, writeCopy } from './browser-copy.js';
import { RestoreOffer } from './RestoreOffer.js';
import { AUTOSAVE_DELAY_MS, DISCARD_QUESTION, type SavedPost, useAutosave } from './useAutosave.js';

const DRAFT: PostView = {
  ...SAMPLE_POST,
  _id: 'd1',
  status: 'draft',
  publishedAt: null,
  version: 4,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

interface Sent {
  method: string;
  path: string;
  ifMatch: string | null;
  form: FormData;
}

/** Answers POST /api/blogs and PUT /api/blogs/:id as the server does (the version counts the
 * saves); what was sent lands in the returned list. */
function answerSaves(start: PostView = DRAFT) {
  const sent: Sent[] = [];
  let current = { ...start };
  const answer = async (request: Request, id: string) => {
    const form = await request.formData();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      ifMatch: request.headers.get('If-Match'),
      form,
    });
    current = {
      ...current,
      _id: id,
      title: form.get('title') as string,
      content: form.get('content') as string,
      status: 'draft',
      version: request.method === 'POST' ? 1 : current.version + 1,
      updatedAt: new Date().toISOString(),
    };
    return HttpResponse.json<PostView>(current, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(
    http.post('/api/blogs', ({ request }) => answer(request, 'new-id')),
    http.put('/api/blogs/:id', ({ request, params }) => answer(request, String(params.id))),
  );
  return sent;
}

interface FormProps {
  post: PostView | null;
  onClosed: () => void;
  /** What an explicit save would write to: the post's id and version once autosave settled. */
  onSettled: (stored: SavedPost | null) => void;
}

/** A form as the post form holds it: fields in state, the post's id and version taken from each
 * autosave, a Cancel that asks before dropping unsaved changes. */
function Form({ post, onClosed, onSettled }: FormProps) {
  const [saved, setSaved] = useState<SavedPost | null>(post);
  const [fields, setFields] = useState<PostFields>(() => fieldsOf(post));
  const autosave = useAutosave({
    saved,
    openedAt: post?.updatedAt ?? null,
    fields,
    onSaved: setSaved,
    onRestore: setFields,
  });
  const input = (name: 'title' | 'slug' | 'content') => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <form onBlur={autosave.flush}>
      {autosave.offer && (
        <RestoreOffer
          copy={autosave.offer}
          onRestore={autosave.restore}
          onDiscard={autosave.discard}
        />
      )}
      <label>
        Title <input {...input('title')} />
      </label>
      <label>
        Slug <input {...input('slug')} />
      </label>
      <label>
        Content <textarea {...input('content')} />
      </label>
      <AutosaveStatus text={autosave.status} />
      <button type="button" onClick={() => autosave.confirmLeave() && onClosed()}>
        Cancel
      </button>
      <button type="button" onClick={() => void autosave.settle().then(onSettled)}>
        Save
      </button>
    </form>
  );
}

function renderForm(post: PostView | null) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const onClosed = jest.fn();
  const settled: (SavedPost | null)[] = [];
  render(<Form post={post} onClosed={onClosed} onSettled={(stored) => settled.push(stored)} />);
  return { user, onClosed, settled };
}

/** Runs the debounce's timer and lets the save's answer arrive. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The status line: the polite live region. */
const status = () => document.querySelector<HTMLElement>('.admin-autosave')!;
const saves = () => requests().filter((line) => /^(POST|PUT) \/api\/blogs/.test(line));

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('autosave of a draft', () => {
  it('creates a new post as a draft after the pause, then edits it by id with If-Match', async () => {
    const sent = answerSaves();
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Title'), 'Fresh');
    await user.type(screen.getByLabelText('Slug'), 'fresh');
    await wait(AUTOSAVE_DELAY_MS - 100);
    expect(sent).toHaveLength(0);
    await wait(100);
    expect(await screen.findByText(/^Saved \d\d:\d\d$/)).toBe(status());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/blogs', ifMatch: null });
    expect(sent[0]!.form.get('status')).toBe('draft');
    expect(sent[0]!.form.get('autosave')).toBe('true');
    expect(sent[0]!.form.get('title')).toBe('Fresh');

    await user.type(screen.getByLabelText('Content'), 'More');
    await wait(AUTOSAVE_DELAY_MS);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ method: 'PUT', path: '/api/blogs/new-id', ifMatch: '"1"' });
    expect(sent[1]!.form.get('content')).toBe('More');
    expect(sent[1]!.form.get('autosave')).toBe('true');
    expect(sent[1]!.form.get('status')).toBe('draft');
    // The server has everything: nothing is left in the browser.
    expect(readCopy('new-id')).toBeNull();
    expect(readCopy(null)).toBeNull();
  });

  it('says Saving… while the save is on its way', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put('/api/blogs/:id', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json<PostView>({ ...DRAFT, version: 5 });
      }),
    );
    const { user } = renderForm(DRAFT);
    await user.type(screen.getByLabelText('Title'), '!');
    await wait(AUTOSAVE_DELAY_MS);
    expect(status()).toHaveTextContent('Saving…');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveAttribute('aria-atomic', 'true');
    act(() => release());
    expect(await screen.findByText(/^Saved \d\d:\d\d$/)).toBe(status());
  });

  it('saves at once when a field loses focus, with the version it opened as If-Match', async () => {
    const sent = answerSaves();
    const { user } = renderForm(DRAFT);
    await user.type(screen.getByLabelText('Title'), ' edited');
    await user.tab();
    await wait(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/blogs/d1', ifMatch: '"4"' });
    expect(sent[0]!.form.get('title')).toBe(`${DRAFT.title} edited`);
    // The pause that follows finds nothing new to save.
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it('an explicit save waits for the autosave on its way, then holds autosave', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put('/api/blogs/:id', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json<PostView>({ ...DRAFT, version: 5 });
      }),
    );
    const { user, settled } = renderForm(DRAFT);
    await user.type(screen.getByLabelText('Title'), '!');
    // Leaving the field for the Save button starts an autosave; Save waits for it.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await wait(0);
    expect(saves()).toEqual(['PUT /api/blogs/d1']);
    expect(settled).toEqual([]);
    act(() => release());
    await wait(0);
    expect(settled).toEqual([expect.objectContaining({ _id: 'd1', version: 5 })]);
    // Held while the explicit save is on its way.
    await user.type(screen.getByLabelText('Title'), '?');
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(saves()).toEqual(['PUT /api/blogs/d1']);
  });

  it('waits for a title and a slug before creating a post', async () => {
    answerSaves();
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Content'), 'Only text');
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(saves()).toEqual([]);
    // The browser keeps it meanwhile.
    expect(readCopy(null)?.fields.content).toBe('Only text');
  });

  it.each([
    ['published', SAMPLE_POST],
    ['scheduled', { ...SAMPLE_POST, status: 'scheduled' as const }],
  ])('never autosaves a %s post, but keeps its copy in the browser', async (_status, post) => {
    const { user } = renderForm(post);
    await user.type(screen.getByLabelText('Title'), ' changed');
    await user.tab();
    await wait(AUTOSAVE_DELAY_MS * 3);
    expect(saves()).toEqual([]);
    expect(readCopy(post._id)?.fields.title).toBe(`${post.title} changed`);
    expect(status()).toHaveTextContent('Changes are kept in this browser until you save.');
  });
});

describe('when the save fails', () => {
  it('offline: says so, keeps the copy, and saves once back online', async () => {
    server.use(http.put('/api/blogs/:id', () => HttpResponse.error()));
    const { user } = renderForm(DRAFT);
    await user.type(screen.getByLabelText('Content'), ' typed offline');
    await wait(AUTOSAVE_DELAY_MS);
    expect(await screen.findByText('Not saved: offline — kept in this browser')).toBe(status());
    const copy = readCopy('d1');
    expect(copy?.fields.content).toBe(`${DRAFT.content} typed offline`);

    const sent = answerSaves();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByText(/^Saved \d\d:\d\d$/)).toBe(status());
    expect(sent[0]!.form.get('content')).toBe(`${DRAFT.content} typed offline`);
    expect(readCopy('d1')).toBeNull();
  });

  it('409: says the post was changed elsewhere, stops autosaving, keeps the text', async () => {
    server.use(
      http.put('/api/blogs/:id', () => errorAnswer(409, PUBLISHING_MESSAGES.editedElsewhere)),
    );
    const { user } = renderForm(DRAFT);
    await user.type(screen.getByLabelText('Title'), ' mine');
    await wait(AUTOSAVE_DELAY_MS);
    expect(await screen.findByText(`Autosave is off. ${PUBLISHING_MESSAGES.editedElsewhere}`)).toBe(
      status(),
    );
    await user.type(screen.getByLabelText('Title'), ' and more');
    await user.tab();
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(saves()).toEqual(['PUT /api/blogs/d1']);
    expect(screen.getByLabelText('Title')).toHaveValue(`${DRAFT.title} mine and more`);
    expect(readCopy('d1')?.fields.title).toBe(`${DRAFT.title} mine and more`);
  });

  it('401 (the session ended): keeps the copy, says so and stops', async () => {
    server.use(http.put('/api/blogs/:id', () => errorAnswer(401, 'Token expired')));
    const { user } = renderForm(DRAFT);
    await user.type(screen.getByLabelText('Content'), ' late');
    await wait(AUTOSAVE_DELAY_MS);
    expect(
      await screen.findByText(
        'Not saved: your session has ended — kept in this browser. Log in again.',
      ),
    ).toBe(status());
    expect(readCopy('d1')?.fields.content).toBe(`${DRAFT.content} late`);
    await user.type(screen.getByLabelText('Content'), '!');
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(saves()).toEqual(['PUT /api/blogs/d1']);
  });

  it('another refusal (400): its words, and the next change tries again', async () => {
    const sent = answerSaves();
    server.use(
      http.put('/api/blogs/:id', () => errorAnswer(400, 'Slug is taken.'), { once: true }),
    );
    const { user } = renderForm(DRAFT);
    await user.type(screen.getByLabelText('Slug'), '-2');
    await wait(AUTOSAVE_DELAY_MS);
    expect(await screen.findByText('Not saved: Slug is taken.')).toBe(status());
    await user.type(screen.getByLabelText('Slug'), '3');
    await wait(AUTOSAVE_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form.get('slug')).toBe(`${DRAFT.slug}-23`);
  });
});

describe('the browser copy', () => {
  it('offers a copy newer than the post’s last save, and restores it', async () => {
    writeCopy(
      'd1',
      { ...fieldsOf(DRAFT), content: '<p>Typed before the tab closed</p>' },
      new Date('2026-11-20T10:05:00.000Z'),
    );
    const { user } = renderForm(DRAFT);
    const offer = screen.getByRole('alert');
    expect(offer).toHaveTextContent(
      'You have unsaved changes from 20 Nov 2026, 15:05 (PKT). Restore them?',
    );
    // Nothing is saved or overwritten while the offer waits.
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(saves()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Content')).toHaveValue('<p>Typed before the tab closed</p>');
  });

  it('Discard drops the copy and keeps the post’s text', async () => {
    writeCopy('d1', { ...fieldsOf(DRAFT), title: 'Old idea' }, new Date('2026-11-21T00:00:00Z'));
    const { user } = renderForm(DRAFT);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(DRAFT.title);
    expect(localStorage.getItem(copyKey('d1'))).toBeNull();
  });

  it('offers nothing when the post was saved after the copy', () => {
    writeCopy('d1', { ...fieldsOf(DRAFT), title: 'Older' }, new Date('2026-11-20T09:00:00Z'));
    renderForm(DRAFT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers any copy for a new post', async () => {
    writeCopy(null, { ...fieldsOf(null), title: 'Half a thought' }, new Date('2020-01-01'));
    const { user } = renderForm(null);
    expect(screen.getByRole('alert')).toHaveTextContent('You have unsaved changes from');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Half a thought');
  });
});

describe('leaving with unsaved changes', () => {
  it('Cancel asks first; declining keeps the form, accepting drops the copy', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const { user, onClosed } = renderForm(SAMPLE_POST);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onClosed).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Title'), '?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenLastCalledWith(DISCARD_QUESTION);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(readCopy(SAMPLE_POST._id)).not.toBeNull();

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClosed).toHaveBeenCalledTimes(2);
    expect(readCopy(SAMPLE_POST._id)).toBeNull();
    confirm.mockRestore();
  });

  it('closing the tab asks (beforeunload) only while something is unsaved', async () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const sent = answerSaves();
    const { user } = renderForm(DRAFT);
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Title'), '.');
    expect(unload()).toBe(true);
    await wait(AUTOSAVE_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(unload()).toBe(false);
  });
});
