import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderPage } from '../../test/render-page.js';
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
  it('has the five fields with the browser checks of the spec', () => {
    renderPage(ContactPage, '/contact');
    expect(screen.getByLabelText(/Full Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText('Company')).not.toBeRequired();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Message/)).toBeRequired();
  });

  it("shows 'Sending message...', then 'Message sent successfully!' and clears the form", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(ContactPage, '/contact');
    await fillAndSend();

    expect(await screen.findByText('Sending message...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      company: 'Khan Traders',
      phone: '+92 51 1234567',
      message: 'We need a website.',
    });

    answer(jsonResponse(201));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows 'Failed to send message. Please try again.' on a non-ok answer and keeps the form", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(429, { message: 'Too many' }));
    renderPage(ContactPage, '/contact');
    await fillAndSend();
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ayesha Khan');
  });

  it("shows 'Server error. Please try again later.' when the network fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(ContactPage, '/contact');
    await fillAndSend();
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ayesha Khan');
  });

  it('sends once however often the button is pressed while sending', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>(() => undefined));
    renderPage(ContactPage, '/contact');
    const user = await fillAndSend();
    await user.click(screen.getByRole('button', { name: 'Sending...' }));
    screen.getByRole('button', { name: 'Sending...' }).closest('form')!.requestSubmit();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
