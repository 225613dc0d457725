import { MESSAGE_FIELDS, type NewMessage } from '@site/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Field } from '../components/Field.js';
import { company, telLink, whatsappLink } from '../content/company.js';
import { sendMessage } from '../features/contact/send-message.js';
import { useLazyToasts } from '../features/toasts/useLazyToasts.js';
import { inputRules } from '../lib/input-rules.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Contact us',
  description:
    'Send us a message about a website, app, marketing campaign or course. We reply within one working day from our office in Rawalpindi.',
};

/** The form's fields as typed. They are the browser's own (uncontrolled), so whatever a visitor
 * types before the page's script has hydrated it is kept, not reset to the prerendered blanks. */
function readForm(form: HTMLFormElement): Record<keyof NewMessage, string> {
  const data = new FormData(form);
  const value = (field: keyof NewMessage) => {
    const entry = data.get(field);
    return typeof entry === 'string' ? entry : '';
  };
  return {
    name: value('name'),
    email: value('email'),
    company: value('company'),
    phone: value('phone'),
    message: value('message'),
  };
}

export default function ContactPage() {
  const [sending, setSending] = useState(false);
  // Guards a second submit in the same tick, before the disabled button re-renders.
  const inFlight = useRef(false);
  const toasts = useLazyToasts();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const toast = await toasts.ready();
    const sendingToast = toast.info('Sending message...');
    try {
      const accepted = await sendMessage(readForm(formElement));
      toast.dismiss(sendingToast);
      if (accepted) {
        toast.success('Message sent successfully!');
        formElement.reset();
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
                {...inputRules(MESSAGE_FIELDS.name)}
              />
            </Field>
            <Field id="contact-email" label="Email" marked>
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                {...inputRules(MESSAGE_FIELDS.email)}
              />
            </Field>
            <Field id="contact-company" label="Company">
              <input
                id="contact-company"
                name="company"
                autoComplete="organization"
                {...inputRules(MESSAGE_FIELDS.company)}
              />
            </Field>
            <Field id="contact-phone" label="Phone">
              <input
                id="contact-phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                {...inputRules(MESSAGE_FIELDS.phone)}
              />
            </Field>
            <Field id="contact-message" label="Message" marked>
              <textarea
                id="contact-message"
                name="message"
                {...inputRules(MESSAGE_FIELDS.message)}
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
