import {
  MESSAGE_FIELDS,
  type NewMessage,
  PREFERRED_CHANNELS,
  type PreferredChannel,
  SPAM_RULES,
} from '@site/contract';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Field } from '../components/Field.js';
import { company, telLink, whatsappLink } from '../content/company.js';
import { isContactService, serviceOf } from '../features/contact/service-choice.js';
import { ChannelChoice, Honeypot, ServiceSelect } from '../features/contact/LeadFields.js';
import { fetchFormToken, sendMessage } from '../features/contact/send-message.js';
import { readLeadContext } from '../features/lead-context/lead-context.js';
import { useLazyToasts } from '../features/toasts/useLazyToasts.js';
import { inputRules } from '../lib/input-rules.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Contact us',
  description:
    'Send us a message about a website, app, marketing campaign or course. We reply within one working day from our office in Rawalpindi.',
};

const isChannel = (value: unknown): value is PreferredChannel =>
  (PREFERRED_CHANNELS as readonly unknown[]).includes(value);

/** The form's fields as typed. They are the browser's own (uncontrolled), so whatever a visitor
 * types before the page's script has hydrated it is kept, not reset to the prerendered blanks.
 * The service and the channel are sent when chosen, the honeypot always. */
function readForm(form: HTMLFormElement): NewMessage {
  const data = new FormData(form);
  const value = (field: string) => {
    const entry = data.get(field);
    return typeof entry === 'string' ? entry : '';
  };
  const service = value('service');
  const channel = value('preferredChannel');
  return {
    name: value('name'),
    email: value('email'),
    company: value('company'),
    phone: value('phone'),
    message: value('message'),
    ...(isContactService(service) ? { service } : {}),
    ...(isChannel(channel) ? { preferredChannel: channel } : {}),
    website: value(SPAM_RULES.honeypotField),
  };
}

export default function ContactPage() {
  const [sending, setSending] = useState(false);
  // Guards a second submit in the same tick, before the disabled button re-renders.
  const inFlight = useRef(false);
  const toasts = useLazyToasts();
  const { search } = useLocation();
  const serviceSelect = useRef<HTMLSelectElement>(null);
  // The timing token of the form on screen; a new form (after a message is sent) gets a new one.
  // Sending never waits for it: without one the server still takes the message.
  const formToken = useRef<string | null>(null);
  const renewToken = useCallback(() => {
    formToken.current = null;
    void fetchFormToken().then((token) => (formToken.current = token));
  }, []);

  useEffect(renewToken, [renewToken]);

  // A service page's call to action names its service; a choice the visitor already made stays.
  useEffect(() => {
    const service = serviceOf(search);
    const select = serviceSelect.current;
    if (service && select && select.value === '') select.value = service;
  }, [search]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const toast = await toasts.ready();
    const sendingToast = toast.info('Sending message...');
    try {
      const token = formToken.current;
      const context = readLeadContext();
      const accepted = await sendMessage({
        ...readForm(formElement),
        ...(context ? { context } : {}),
        ...(token ? { formToken: token } : {}),
      });
      toast.dismiss(sendingToast);
      if (accepted) {
        toast.success('Message sent successfully!');
        formElement.reset();
        renewToken();
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
            <ServiceSelect selectRef={serviceSelect} />
            <ChannelChoice />
            <Field id="contact-message" label="Message" marked>
              <textarea
                id="contact-message"
                name="message"
                {...inputRules(MESSAGE_FIELDS.message)}
              />
            </Field>
            <Honeypot />
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
