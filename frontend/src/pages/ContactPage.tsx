import { Field } from '../components/Field.js';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { company, telLink, whatsappLink } from '../content/company.js';
import { type ContactMessage, sendMessage } from '../features/contact/send-message.js';
import { useLazyToasts } from '../features/toasts/useLazyToasts.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Contact us',
  description:
    'Send us a message about a website, app, marketing campaign or course. We reply within one working day from our office in Rawalpindi.',
};

const EMPTY: ContactMessage = { name: '', email: '', company: '', phone: '', message: '' };

export default function ContactPage() {
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);
  // Guards a second submit in the same tick, before the disabled button re-renders.
  const inFlight = useRef(false);
  const toasts = useLazyToasts();

  const update =
    (field: keyof ContactMessage) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const toast = await toasts.ready();
    const sendingToast = toast.info('Sending message...');
    try {
      const accepted = await sendMessage(form);
      toast.dismiss(sendingToast);
      if (accepted) {
        toast.success('Message sent successfully!');
        setForm(EMPTY);
      } else {
        toast.error('Failed to send message. Please try again.');
      }
    } catch (error) {
      console.error(error);
      toast.dismiss(sendingToast);
      toast.error('Server error. Please try again later.');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <div className="page contact-page">
      <h1>Contact us</h1>
      <p className="lead">
        Tell us what you need: a website, an app, a campaign or a place on a course. We answer every
        message within one working day.
      </p>
      <div className="contact-page__layout">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details">Contact details</h2>
          <ul className="contact-page__facts">
            <li>
              Email: <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              Phone: <a href={telLink}>{company.phone}</a>
            </li>
            <li>
              WhatsApp:{' '}
              <a href={whatsappLink()} rel="noopener noreferrer" target="_blank">
                {company.phone}
                <span className="visually-hidden"> (opens WhatsApp)</span>
              </a>
            </li>
            <li>Office: {company.address}</li>
            <li>Hours: Monday to Saturday, 10:00 to 19:00</li>
          </ul>
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send a message</h2>
          <form className="form" onFocus={toasts.prepare} onSubmit={(event) => void submit(event)}>
            <Field id="contact-name" label="Full Name" marked>
              <input
                id="contact-name"
                name="name"
                autoComplete="name"
                required
                maxLength={100}
                value={form.name}
                onChange={update('name')}
              />
            </Field>
            <Field id="contact-email" label="Email" marked>
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                value={form.email}
                onChange={update('email')}
              />
            </Field>
            <Field id="contact-company" label="Company">
              <input
                id="contact-company"
                name="company"
                autoComplete="organization"
                maxLength={120}
                value={form.company}
                onChange={update('company')}
              />
            </Field>
            <Field id="contact-phone" label="Phone">
              <input
                id="contact-phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                maxLength={30}
                value={form.phone}
                onChange={update('phone')}
              />
            </Field>
            <Field id="contact-message" label="Message" marked>
              <textarea
                id="contact-message"
                name="message"
                required
                maxLength={5000}
                value={form.message}
                onChange={update('message')}
              />
            </Field>
            <div>
              <button type="submit" className="button" disabled={sending}>
                {sending ? 'Sending...' : 'Send Message'}
              </button>
            </div>
          </form>
        </section>
      </div>
      {toasts.container}
    </div>
  );
}
