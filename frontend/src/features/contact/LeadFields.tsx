import {
  CONTACT_SERVICES,
  PREFERRED_CHANNELS,
  type PreferredChannel,
  SPAM_RULES,
} from '@site/contract';
import { type Ref } from 'react';
import { Field } from '../../components/Field.js';

const CHANNEL_LABELS: Record<PreferredChannel, string> = {
  email: 'By email',
  phone: 'By phone',
  whatsapp: 'On WhatsApp',
};

/** What the visitor is asking about (CONTACT_SERVICES), optional. */
export function ServiceSelect({ selectRef }: { selectRef: Ref<HTMLSelectElement> }) {
  return (
    <Field id="contact-service" label="Service">
      <select id="contact-service" name="service" defaultValue="" ref={selectRef}>
        <option value="">Choose a service</option>
        {CONTACT_SERVICES.map((service) => (
          <option key={service.id} value={service.id}>
            {service.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** How the visitor would like the answer (PREFERRED_CHANNELS), optional. */
export function ChannelChoice() {
  return (
    <fieldset className="field contact-form__channels">
      <legend>How should we reply?</legend>
      {PREFERRED_CHANNELS.map((channel) => (
        <label key={channel} className="contact-form__channel">
          <input type="radio" name="preferredChannel" value={channel} />
          {CHANNEL_LABELS[channel]}
        </label>
      ))}
    </fieldset>
  );
}

/** The honeypot: off-screen, hidden from assistive technology and out of the tab order, so
 * only a bot fills it in. Not display:none, which some bots recognise and skip. */
export function Honeypot() {
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label htmlFor="contact-website">Leave this field empty</label>
      <input
        id="contact-website"
        name={SPAM_RULES.honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
