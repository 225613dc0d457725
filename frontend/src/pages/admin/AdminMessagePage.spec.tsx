import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type AdminMessage, INBOX, INBOX_MESSAGES, SPAM_REASONS } from '@site/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../test/admin-token.js';
import { renderRoute } from '../../../test/render-route.js';
import { errorAnswer, gate, requests, server } from '../../../test/server.js';
import { COUNTS, inboxPage, ITEM, MESSAGE } from '../../features/admin/inbox/inbox-fixtures.js';

/** Answers GET /api/admin/messages/m1 with `message`; the PATCHes it receives land in
 * `patches` (and change what the next GET answers). */
function answerMessage(message: AdminMessage = MESSAGE) {
  let stored = message;
  const patches: unknown[] = [];
  server.use(
    http.get('/api/admin/messages/m1', () => HttpResponse.json(stored)),
    http.patch('/api/admin/messages/m1', async ({ request }) => {
      const body = (await request.json()) as { status: AdminMessage['status'] };
      patches.push(body);
      stored = { ...stored, status: body.status };
      return HttpResponse.json(stored);
    }),
  );
  return patches;
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Ayesha Khan' });

describe('/admin/messages/:id', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', fakeToken(3600));
  });

  it('shows every field, the lead context, the reply links and the notification with its last error', async () => {
    answerMessage();
    renderRoute('/admin/messages/m1');
    await title();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: MESSAGE.email })).toHaveAttribute(
      'href',
      `mailto:${MESSAGE.email}`,
    );
    for (const text of [
      'Khan Traders',
      '+92 (51) 123-4567',
      'Website Development',
      'WhatsApp',
      '5 Mar 2026, 15:00 (PKT)',
    ]) {
      expect(details).toHaveTextContent(text);
    }
    expect(screen.getByRole('region', { name: 'Message' })).toHaveTextContent(
      'We need a website for our shop. Can you call us?',
    );

    const reply = screen.getByRole('region', { name: 'Reply' });
    expect(within(reply).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:ayesha@example.com?subject=Re%3A%20your%20enquiry',
    );
    expect(within(reply).getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+92511234567',
    );
    expect(within(reply).getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/92511234567',
    );

    const context = screen.getByRole('region', { name: 'How they found us' });
    for (const text of [
      'Page before the form/web-development',
      'Landing page/?utm_source=google&utm_campaign=launch',
      'Referrerhttps://www.google.com/',
      'Campaign source (utm_source)google',
      'Campaign campaign (utm_campaign)launch',
    ]) {
      expect(context).toHaveTextContent(text);
    }

    const notification = screen.getByRole('region', { name: 'Notification' });
    expect(notification).toHaveTextContent(
      'Email to the company: Not sent yet: 2 attempts failed; next try 5 Mar 2026, 15:05 (PKT).',
    );
    expect(notification).toHaveTextContent('Last error: 421 Service not available');
    expect(screen.queryByRole('region', { name: 'Email preview' })).not.toBeInTheDocument();
    // Opening a message already read changes nothing.
    expect(requests()).toEqual(['GET /api/admin/messages/m1']);
  });

  it('shows the email that would be sent, the spam reason, and no phone links without a phone', async () => {
    answerMessage({
      ...MESSAGE,
      status: 'spam',
      phone: null,
      context: {
        page: null,
        landingPage: null,
        referrer: null,
        utm: { source: null, medium: null, campaign: null, term: null, content: null },
      },
      spamReason: 'tooManyLinks',
      notifications: [
        {
          kind: 'company',
          state: 'disabled',
          attempts: 0,
          lastError: null,
          sentAt: null,
          nextAttemptAt: '2026-03-05T10:00:00.000Z',
          retryable: false,
        },
      ],
      emailPreview: {
        to: ['sales@example.com', 'owner@example.com'],
        subject: 'New enquiry from Ayesha Khan',
        text: 'Name: Ayesha Khan\nService: Website Development',
      },
    });
    renderRoute('/admin/messages/m1');
    await title();
    expect(screen.getByText(`Why it is in spam: ${SPAM_REASONS.tooManyLinks}`)).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Email preview' });
    expect(preview).toHaveTextContent('sales@example.com, owner@example.com');
    expect(preview).toHaveTextContent('New enquiry from Ayesha Khan');
    expect(preview).toHaveTextContent('Service: Website Development');
    expect(screen.getByRole('region', { name: 'Notification' })).toHaveTextContent(
      'Not sent: no mail server is set up (SMTP_URL).',
    );
    // Nothing could send it: no retry is offered.
    expect(
      screen.queryByRole('button', { name: 'Send the notification again' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How they found us' })).toHaveTextContent(
      'No visit details were sent.',
    );
    const reply = screen.getByRole('region', { name: 'Reply' });
    expect(
      within(reply)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reply by email']);
  });

  describe('a notification that can be sent again', () => {
    const FAILED: AdminMessage['notifications'][number] = {
      kind: 'company',
      state: 'failed',
      attempts: 12,
      lastError: '550 Mailbox unavailable',
      sentAt: null,
      nextAttemptAt: '2026-03-05T11:00:00.000Z',
      retryable: true,
    };
    const SENT: AdminMessage['notifications'][number] = {
      kind: 'acknowledgement',
      state: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: '2026-03-05T10:00:05.000Z',
      nextAttemptAt: '2026-03-05T10:00:00.000Z',
      retryable: false,
    };
    const RETRY = '/api/admin/messages/m1/notifications/retry';
    const notification = () => screen.getByRole('region', { name: 'Notification' });
    const button = () =>
      within(notification()).getByRole('button', { name: 'Send the notification again' });

    it('sends a failed one again: a toast, the state refreshed, focus kept', async () => {
      const user = userEvent.setup();
      answerMessage({ ...MESSAGE, notifications: [FAILED, SENT] });
      const answered = gate();
      server.use(
        http.post(RETRY, async () => {
          await answered.wait;
          return HttpResponse.json({
            ...MESSAGE,
            notifications: [
              { ...FAILED, state: 'pending', attempts: 0, lastError: null, retryable: false },
              SENT,
            ],
          });
        }),
      );
      renderRoute('/admin/messages/m1');
      await title();
      expect(notification()).toHaveTextContent(
        'Email to the company: Failed after 12 attempts. Send the notification again',
      );
      expect(notification()).toHaveTextContent('Last error: 550 Mailbox unavailable');
      // Only beside the failed one.
      expect(within(notification()).getAllByRole('button')).toHaveLength(1);

      await user.click(button());
      // One request at a time.
      expect(button()).toBeDisabled();
      answered.open();

      expect(await screen.findByText('The notification will be sent again.')).toBeInTheDocument();
      expect(notification()).toHaveTextContent('Email to the company: Waiting to be sent.');
      expect(notification()).not.toHaveTextContent('Last error');
      expect(within(notification()).queryByRole('button')).not.toBeInTheDocument();
      // The pressed button is gone: focus is on the notification's state.
      expect(notification().querySelector('[tabindex="-1"]')).toHaveFocus();
      expect(requests()).toEqual(['GET /api/admin/messages/m1', `POST ${RETRY}`]);
    });

    it('offers one left disabled before a mail server was set up', async () => {
      answerMessage({
        ...MESSAGE,
        notifications: [{ ...FAILED, state: 'disabled', attempts: 0, lastError: null }],
      });
      renderRoute('/admin/messages/m1');
      await title();
      expect(notification()).toHaveTextContent(
        'Not sent: there was no mail server (SMTP_URL) when it was due.',
      );
      expect(button()).toBeEnabled();
    });

    it("tells the server's reason when it cannot, and keeps the state", async () => {
      const user = userEvent.setup();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      answerMessage({ ...MESSAGE, notifications: [FAILED] });
      const reason = 'This message has no failed notification to send again.';
      server.use(http.post(RETRY, () => errorAnswer(409, reason)));
      renderRoute('/admin/messages/m1');
      await title();
      await user.click(button());
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(notification()).toHaveTextContent('Failed after 12 attempts.');
      expect(button()).toBeEnabled();
    });
  });

  it('marks a new message read when it is opened, and the sidebar count follows', async () => {
    const patches = answerMessage({ ...MESSAGE, status: 'new' });
    // One new message until it is read.
    server.use(
      http.get('/api/admin/messages/counts', () =>
        HttpResponse.json({ ...COUNTS, new: patches.length > 0 ? 0 : 1 }),
      ),
    );
    const patched = gate();
    server.use(
      http.patch('/api/admin/messages/m1', async ({ request }) => {
        await patched.wait;
        patches.push(await request.json());
        return HttpResponse.json({ ...MESSAGE, status: 'read' });
      }),
    );
    renderRoute('/admin/messages/m1');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    expect(await within(sidebar).findByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    patched.open();
    await waitFor(() => expect(patches).toEqual([{ status: 'read' }]));
    expect(await screen.findByText('Read', { selector: '.inbox-status' })).toBeInTheDocument();
    expect(await within(sidebar).findByRole('link', { name: 'Messages' })).toBeVisible();
    expect(within(sidebar).queryByText('1')).not.toBeInTheDocument();
  });

  it('changes the status: Mark replied, Archive, Move to inbox, Spam, Not spam', async () => {
    const user = userEvent.setup();
    const patches = answerMessage();
    renderRoute('/admin/messages/m1');
    await title();
    const actions = screen.getByRole('group', { name: 'Status' });
    const status = () => screen.getByText(/^Status:/);
    const names = () =>
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(names()).toEqual(['Mark replied', 'Archive', 'Spam', 'Delete']);

    await user.click(within(actions).getByRole('button', { name: 'Mark replied' }));
    expect(await screen.findByText('Marked as replied.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Status: Replied');
    // The pressed button is gone: focus is on the status it changed.
    expect(status()).toHaveFocus();
    expect(names()).toEqual(['Archive', 'Spam', 'Delete']);

    await user.click(within(actions).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(status()).toHaveTextContent('Status: Archived'));
    await user.click(within(actions).getByRole('button', { name: 'Move to inbox' }));
    await waitFor(() => expect(status()).toHaveTextContent('Status: Read'));
    await user.click(within(actions).getByRole('button', { name: 'Spam' }));
    await waitFor(() => expect(status()).toHaveTextContent('Status: Spam'));
    expect(names()).toEqual(['Not spam', 'Delete']);
    await user.click(within(actions).getByRole('button', { name: 'Not spam' }));
    await waitFor(() => expect(status()).toHaveTextContent('Status: Read'));

    expect(patches).toEqual([
      { status: 'replied' },
      { status: 'archived' },
      { status: 'read' },
      { status: 'spam' },
      { status: 'read' },
    ]);
  });

  it('tells when a status change fails and keeps the status', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerMessage();
    server.use(
      http.patch('/api/admin/messages/m1', () => errorAnswer(404, INBOX_MESSAGES.notFound)),
    );
    renderRoute('/admin/messages/m1');
    await title();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(INBOX_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Read');
  });

  it('adds and deletes internal notes', async () => {
    const user = userEvent.setup();
    answerMessage();
    const added: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      http.post('/api/admin/messages/m1/notes', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json(
          { _id: 'n2', text: 'Sent a quote.', date: '2026-03-06T05:00:00.000Z' },
          { status: 201 },
        );
      }),
      http.delete('/api/admin/messages/m1/notes/:noteId', ({ params }) => {
        deleted.push(String(params.noteId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/admin/messages/m1');
    await title();
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent('Called once, no answer.');
    const field = within(notes).getByRole('textbox', { name: 'New note' });
    expect(field).toHaveAttribute('maxLength', String(INBOX.noteMaxLength));
    await user.type(field, '  Sent a quote.  ');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Sent a quote.')).toBeInTheDocument();
    expect(added).toEqual([{ text: 'Sent a quote.' }]);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await user.click(
      within(notes).getByRole('button', { name: 'Delete the note of 5 Mar 2026, 16:00 (PKT)' }),
    );
    await waitFor(() => expect(notes).not.toHaveTextContent('Called once, no answer.'));
    expect(deleted).toEqual(['n1']);
    expect(notes).toHaveTextContent('Sent a quote.');
  });

  it('tells when a note cannot be added and keeps its text', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerMessage();
    server.use(
      http.post('/api/admin/messages/m1/notes', () => errorAnswer(400, INBOX_MESSAGES.noteBlank)),
    );
    renderRoute('/admin/messages/m1');
    await title();
    const field = screen.getByRole('textbox', { name: 'New note' });
    await user.type(field, 'Call back');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(INBOX_MESSAGES.noteBlank)).toBeInTheDocument();
    expect(field).toHaveValue('Call back');
  });

  it('deletes the message for good only once confirmed, then shows the list', async () => {
    const user = userEvent.setup();
    answerMessage();
    server.use(
      http.delete('/api/admin/messages/m1', () => new HttpResponse(null, { status: 204 })),
      http.get('/api/admin/messages', () => HttpResponse.json(inboxPage([]))),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    renderRoute('/admin/messages/m1');
    await title();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this message for good? This cannot be undone.');
    expect(requests()).not.toContain('DELETE /api/admin/messages/m1');

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(requests()).toContain('DELETE /api/admin/messages/m1');
  });

  it("shows 'Message not found' for an unknown message and 'Date unavailable' for a bad date", async () => {
    server.use(
      http.get('/api/admin/messages/gone', () => errorAnswer(404, INBOX_MESSAGES.notFound)),
    );
    const { unmount } = renderRoute('/admin/messages/gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: INBOX_MESSAGES.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
    unmount();

    answerMessage({ ...MESSAGE, date: 'not a date' });
    renderRoute('/admin/messages/m1');
    await title();
    expect(screen.getAllByText('Date unavailable').length).toBeGreaterThan(0);
  });

  it('opens from its row in the list', async () => {
    const user = userEvent.setup();
    answerMessage();
    server.use(http.get('/api/admin/messages', () => HttpResponse.json(inboxPage([ITEM]))));
    renderRoute('/admin/messages');
    await user.click(await screen.findByRole('link', { name: 'Ayesha Khan' }));
    expect(await title()).toBeInTheDocument();
  });
});
