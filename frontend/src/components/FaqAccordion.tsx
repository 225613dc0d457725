import { useId, useState } from 'react';
import { type FaqSection } from '../content/types.js';

/**
 * The WAI-ARIA accordion pattern: each header is an <h2> holding a button that shows or hides
 * its panel. At most one section is open; all start closed. Buttons give Enter and Space.
 */
export function FaqAccordion({ sections }: { sections: readonly FaqSection[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  return (
    <div className="faq">
      {sections.map((section) => {
        const open = openId === section.id;
        const buttonId = `${baseId}-${section.id}-button`;
        const panelId = `${baseId}-${section.id}-panel`;
        return (
          <div
            key={section.id}
            className={open ? 'faq__section faq__section--open' : 'faq__section'}
          >
            <h2 className="faq__heading">
              <button
                type="button"
                id={buttonId}
                className="faq__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : section.id)}
              >
                <span>{section.title}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq__panel"
              hidden={!open}
            >
              {section.items.map((item) => (
                <div key={item.question} className="faq__item">
                  <h3 className="faq__question">{item.question}</h3>
                  <p className="faq__answer">{item.answer}</p>
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
