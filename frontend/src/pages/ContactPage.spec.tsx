import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  CONTACT_SERVICES,
  MESSAGE_FIELDS,
  type NewMessage,
  PHONE_PATTERN,
  PREFERRED_CHANNELS,
  SPAM_RULES,
} from '@site/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../../test/render-page.js';
import { renderRoute } from '../../test/render-route.js';
import { errorAnswer, gate, requests, server } from '../../test/server.js';
import { recordPage } from '../features/lead-context/visit.js';
import ContactPage from './ContactPage.js';

const TOKEN = 'token-1.signature';

/** The answers to the form's calls; what POST /api/contact received lands in `sent`. */
function answerContact(tokens: string[] = [TOKEN]) {
  const sent: NewMessage[] = [];
  let issued = 0;
  server.use(
    http.get('/api/contact/form-token', () =>
      HttpResponse.json({ token: tokens[Math.min(issued++, tokens.length - 1)] }),
    ),
    http.post('/api/contact', async ({ request }) => {
      sent.push((await request.json()) as NewMessage);
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return sent;
}

/** Waits until the form holds its timing token (fetched when it mounts). */
async function tokenFetched() {
  await waitFor(() => expect(requests()).toContain('GET /api/contact/form-token'));
  // the answer is read on the next turns of the event loop
  await new Promise((resolve) => setTimeout(resolve, 20));
}

async function fillAndSend() {
  const user = userEvent.setup();
  // Cleared first: user-event keeps its own copy of what it typed, which form.reset() leaves.
  const type = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    await user.type(field, text);
  };
  await type(screen.getByLabelText(/Full Name/), 'Ayesha Khan');
  await type(screen.getByLabelText(/^Email/), 'ayesha@example.com');
  await type(screen.getByLabelText('Company'), 'Khan Traders');
  await type(screen.getByLabelText('Phone'), '+92 51 1234567');
  await type(screen.getByLabelText(/^Message/), 'We need a website.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return user;
}

beforeEach(() => sessionStorage.clear());

describe('ContactPage', () => {
  it('has the five fields with the browser checks of the API’s rules', async () => {
    answerContact();
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
    await tokenFetched();
  });

  it('checks the phone number with the API’s pattern before sending', async () => {
    const user = userEvent.setup();
    answerContact();
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
      http.get('/api/contact/form-token', () => HttpResponse.json({ token: TOKEN })),
      http.post('/api/contact', async ({ request }) => {
        sent = await request.json();
        await answer.wait;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderPage(ContactPage, '/contact');
    await tokenFetched();
    await fillAndSend();

    expect(await screen.findByText('Sending message...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() =>
      expect(requests()).toEqual(['GET /api/contact/form-token', 'POST /api/contact']),
    );
    await waitFor(() =>
      expect(sent).toEqual({
        name: 'Ayesha Khan',
        email: 'ayesha@example.com',
        company: 'Khan Traders',
        phone: '+92 51 1234567',
        message: 'We need a website.',
        website: '',
        formToken: TOKEN,
      } satisfies NewMessage),
    );

    answer.open();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows 'Failed to send message. Please try again.' on a non-ok answer and keeps the form", async () => {
    answerContact();
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
    answerContact();
    server.use(http.post('/api/contact', () => HttpResponse.error()));
    renderPage(ContactPage, '/contact');
    await fillAndSend();
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ayesha Khan');
  });

  it('sends once however often the button is pressed while sending', async () => {
    const answer = gate();
    server.use(
      http.get('/api/contact/form-token', () => HttpResponse.json({ token: TOKEN })),
      http.post('/api/contact', async () => {
        await answer.wait;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderPage(ContactPage, '/contact');
    await tokenFetched();
    const user = await fillAndSend();
    await user.click(screen.getByRole('button', { name: 'Sending...' }));
    screen.getByRole('button', { name: 'Sending...' }).closest('form')!.requestSubmit();
    const sends = () => requests().filter((request) => request === 'POST /api/contact');
    await waitFor(() => expect(sends()).toEqual(['POST /api/contact']));
    answer.open();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sends()).toEqual(['POST /api/contact']);
  });
});
describe('ContactPage lead context and spam fields', () => {
  it('offers every service, none chosen by default', async () => {
    answerContact();
    renderPage(ContactPage, '/contact');
    const select = screen.getByRole('combobox', { name: 'Service' });
    expect(select).toHaveValue('');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options).toEqual([
      ['', 'Choose a service'],
      ...CONTACT_SERVICES.map((service) => [service.id, service.label]),
    ]);
    await tokenFetched();
  });

  it('chooses the service named by ?service= and sends it', async () => {
    const sent = answerContact();
    renderPage(ContactPage, '/contact?service=printing', '/contact');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('printing');
    await tokenFetched();
    await fillAndSend();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sent[0]?.service).toBe('printing');
  });

  it('ignores a ?service= that names no service, and sends no service when none is chosen', async () => {
    const sent = answerContact();
    renderPage(ContactPage, '/contact?service=time-travel', '/contact');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('');
    await tokenFetched();
    await fillAndSend();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sent[0]).not.toHaveProperty('service');
    expect(sent[0]).not.toHaveProperty('preferredChannel');
  });

  it('sends the preferred channel chosen in its group', async () => {
    const sent = answerContact();
    const user = userEvent.setup();
    renderPage(ContactPage, '/contact');
    const group = screen.getByRole('group', { name: 'How should we reply?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...PREFERRED_CHANNELS]);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
    ]);
    await user.click(within(group).getByRole('radio', { name: 'On WhatsApp' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'app-development');
    await tokenFetched();
    await fillAndSend();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ preferredChannel: 'whatsapp', service: 'app-development' });
  });

  it('has a honeypot hidden from people and assistive technology, and sends what a bot put in it', async () => {
    const sent = answerContact();
    const { container } = renderPage(ContactPage, '/contact');
    const trap = container.querySelector<HTMLInputElement>(
      `input[name="${SPAM_RULES.honeypotField}"]`,
    )!;
    expect(trap).toHaveAttribute('type', 'text');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('contact-form__trap');
    // Not in the accessibility tree: no role query finds it.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).not.toContain(
      SPAM_RULES.honeypotField,
    );
    // Tabbing through the form never lands on it.
    const user = userEvent.setup();
    screen.getByLabelText(/^Message/).focus();
    await user.tab();
    expect(trap).not.toHaveFocus();

    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await tokenFetched();
    await fillAndSend();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sent[0]?.website).toBe('https://spam.example');
  });

  it('sends the form’s token, and a new one with the next message', async () => {
    const sent = answerContact(['first-token', 'second-token']);
    renderPage(ContactPage, '/contact');
    await tokenFetched();
    await fillAndSend();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests().filter((request) => request.startsWith('GET'))).toHaveLength(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fillAndSend();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((body) => body.formToken)).toEqual(['first-token', 'second-token']);
  });

  it('sends without a token when it could not be fetched', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = answerContact();
    server.use(http.get('/api/contact/form-token', () => errorAnswer(503, 'Down')));
    renderPage(ContactPage, '/contact');
    await tokenFetched();
    await fillAndSend();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sent[0]).not.toHaveProperty('formToken');
    expect(logged).toHaveBeenCalled();
  });

  it('sends the visit’s lead context', async () => {
    const sent = answerContact();
    Object.defineProperty(document, 'referrer', {
      value: 'https://www.google.com/',
      configurable: true,
    });
    recordPage('/?utm_source=google&utm_campaign=launch');
    recordPage('/web-development');
    recordPage('/contact');
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    renderPage(ContactPage, '/contact');
    await tokenFetched();
    await fillAndSend();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sent[0]?.context).toEqual({
      page: '/web-development',
      landingPage: '/?utm_source=google&utm_campaign=launch',
      referrer: 'https://www.google.com/',
      utm: { source: 'google', campaign: 'launch' },
    });
  });

  it.each([
    ['/services/website-development', /^Contact us about /, 'website-development'],
    ['/web-development', 'Get a free quote', 'website-development'],
  ] as const)(
    'from %s, the call to action opens the form with its service chosen and the page it came from',
    async (path, name, service) => {
      const sent = answerContact();
      const user = userEvent.setup();
      renderRoute(path);
      const action = await screen.findByRole('link', { name }, { timeout: 10_000 });
      expect(action).toHaveAttribute('href', `/contact?service=${service}`);
      await user.click(action);
      const select = await screen.findByRole('combobox', { name: 'Service' }, { timeout: 10_000 });
      await waitFor(() => expect(select).toHaveValue(service));
      await tokenFetched();
      await fillAndSend();
      expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
      expect(sent[0]).toMatchObject({ service, context: { page: path, landingPage: path } });
    },
  );
});
