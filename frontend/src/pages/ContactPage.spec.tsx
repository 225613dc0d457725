import { describe, expect, it, jest } from '@jest/globals';
import { MESSAGE_FIELDS, type NewMessage, PHONE_PATTERN } from '@site/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../../test/render-page.js';
import { errorAnswer, gate, requests, server } from '../../test/server.js';
import ContactPage from './ContactPage.js';

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full Name/), 'Ayesha Khan');
  await user.type(screen.getByLabelText(/^Email/), 'ayesha@example.com');
  await user.type(screen.getByLabelText('Company'), 'Khan Traders');
  await user.type(screen.getByLabelText('Phone'), '+92 51 1234567');
  await user.type(screen.getByLabelText(/^Message/), 'We need a website.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return user;
}

describe('ContactPage', () => {
  it('has the five fields with the browser checks of the API’s rules', () => {
    renderPage(ContactPage, '/contact');
    expect(screen.getByLabelText(/Full Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText('Company')).not.toBeRequired();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Message/)).toBeRequired();
    const lengths = [/Full Name/, /^Email/, 'Company', 'Phone', /^Message/].map((label) =>
      Number(screen.getByLabelText(label).getAttribute('maxLength')),
    );
    expect(lengths).toEqual(Object.values(MESSAGE_FIELDS).map((rule) => rule.maxLength));
  });

  it('checks the phone number with the API’s pattern before sending', async () => {
    const user = userEvent.setup();
    renderPage(ContactPage, '/contact');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('pattern', PHONE_PATTERN.source);
    // Browsers compile `pattern` with the v flag and ignore one that does not compile (jsdom
    // uses u, so this is checked here).
    expect(() => new RegExp(`^(?:${PHONE_PATTERN.source})$`, 'v')).not.toThrow();
    await user.type(phone, '0300 abc');
    expect(phone).toBeInvalid();
    await user.clear(phone);
    await user.type(phone, '+92 (51) 123-4567');
    expect(phone).toBeValid();
  });

  it("shows 'Sending message...', then 'Message sent successfully!' and clears the form", async () => {
    const answer = gate();
    let sent: unknown;
    server.use(
      http.post('/api/contact', async ({ request }) => {
        sent = await request.json();
        await answer.wait;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderPage(ContactPage, '/contact');
    await fillAndSend();

    expect(await screen.findByText('Sending message...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(requests()).toEqual(['POST /api/contact']));
    await waitFor(() =>
      expect(sent).toEqual({
        name: 'Ayesha Khan',
        email: 'ayesha@example.com',
        company: 'Khan Traders',
        phone: '+92 51 1234567',
        message: 'We need a website.',
      } satisfies NewMessage),
    );

    answer.open();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows 'Failed to send message. Please try again.' on a non-ok answer and keeps the form", async () => {
    server.use(http.post('/api/contact', () => errorAnswer(429, 'Too many')));
    renderPage(ContactPage, '/contact');
    await fillAndSend();
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ayesha Khan');
  });

  it("shows 'Server error. Please try again later.' when the network fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('/api/contact', () => HttpResponse.error()));
    renderPage(ContactPage, '/contact');
    await fillAndSend();
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ayesha Khan');
  });

  it('sends once however often the button is pressed while sending', async () => {
    const answer = gate();
    server.use(
      http.post('/api/contact', async () => {
        await answer.wait;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderPage(ContactPage, '/contact');
    const user = await fillAndSend();
    await user.click(screen.getByRole('button', { name: 'Sending...' }));
    screen.getByRole('button', { name: 'Sending...' }).closest('form')!.requestSubmit();
    await waitFor(() => expect(requests()).toEqual(['POST /api/contact']));
    answer.open();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(requests()).toEqual(['POST /api/contact']);
  });
});
