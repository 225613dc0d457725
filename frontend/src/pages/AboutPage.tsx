import { Picture } from '../components/Picture.js';
import { about } from '../content/about.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'About us',
  description:
    'Who we are: a Rawalpindi IT services team building software, websites and campaigns. Our story, how we work with clients, where we are heading and our values.',
};

export default function AboutPage() {
  return (
    <div className="page about">
      <div className="about__intro">
        <div>
          <h1>About us</h1>
          <p className="lead">{about.intro}</p>
        </div>
        <Picture image={about.image} priority className="about__image" />
      </div>

      <section className="about__section" aria-labelledby="about-story">
        <h2 id="about-story">Our story</h2>
        {about.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="about__section" aria-labelledby="about-how">
        <h2 id="about-how">How we work</h2>
        <ol className="about__steps">
          {about.howWeWork.map((step) => (
            <li key={step.title} className="about__step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="about__section" aria-labelledby="about-future">
        <h2 id="about-future">Our future</h2>
        {about.future.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="about__section" aria-labelledby="about-values">
        <h2 id="about-values">Our core values</h2>
        <ul className="grid about__values">
          {about.coreValues.map((value) => (
            <li key={value.title} className="card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
