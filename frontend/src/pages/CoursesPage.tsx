import { Link } from 'react-router-dom';
import { Picture } from '../components/Picture.js';
import { courseBenefits, courses } from '../content/courses.js';
import { type PageMeta } from '../lib/page-meta.js';
import { routes } from '../lib/routes.js';

/** For the prerender step's structured data (see prerender.tsx). */
export { courses };

export const meta: PageMeta = {
  title: 'Courses',
  description:
    'Short courses in Rawalpindi: digital marketing basics (2 months), advanced digital marketing (3 months) and graphic design (2 months), with hands-on projects.',
};

export default function CoursesPage() {
  return (
    <div className="page courses">
      <h1>Courses</h1>
      <p className="lead">
        Practical short courses taught by the people who do the work every day. Learn a skill you
        can use for clients or your own business.
      </p>

      <div className="grid courses__grid">
        {courses.map((course, index) => (
          <article
            key={course.id}
            className="card course-card"
            aria-labelledby={`course-${course.id}`}
          >
            <Picture image={course.image} priority={index === 0} className="course-card__image" />
            <h2 id={`course-${course.id}`} className="course-card__title">
              {course.title}
            </h2>
            <p className="course-card__duration">
              <span className="visually-hidden">Duration: </span>
              {course.duration}
            </p>
            <p>{course.summary}</p>
            <p className="course-card__audience">
              <strong>Who it is for:</strong> {course.audience}
            </p>
            <h3 className="course-card__modules-title">Modules</h3>
            <ul className="course-card__modules">
              {course.modules.map((module) => (
                <li key={module}>{module}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>

      <section className="section courses__benefits" aria-labelledby="courses-benefits">
        <h2 id="courses-benefits">Why learn with us</h2>
        <ul className="grid courses__benefit-list">
          {courseBenefits.map((benefit) => (
            <li key={benefit.title} className="card">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link className="button" to={routes.contact.link()}>
            Ask about the next intake
          </Link>
        </p>
      </section>
    </div>
  );
}
