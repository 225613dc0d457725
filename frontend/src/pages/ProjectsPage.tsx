import { Picture } from '../components/Picture.js';
import { TagList } from '../components/TagList.js';
import { projects } from '../content/projects.js';
import { type PageMeta } from '../lib/page-meta.js';

export const meta: PageMeta = {
  title: 'Our projects',
  description:
    'Selected projects from our Rawalpindi team: the client, the brief, the services we delivered and the measurable results our work brought to their business.',
};

export default function ProjectsPage() {
  return (
    <div className="page projects">
      <h1>Our projects</h1>
      <p className="lead">
        A few recent pieces of work: what the client needed, what we built and what changed.
      </p>
      <div className="grid projects__grid">
        {projects.map((project, index) => (
          <article
            key={project.id}
            className="card project-card"
            aria-labelledby={`project-${project.id}`}
          >
            <Picture image={project.image} priority={index === 0} className="project-card__image" />
            <h2 id={`project-${project.id}`} className="project-card__title">
              {project.title}
            </h2>
            <p className="muted project-card__client">{project.client}</p>
            <p>{project.summary}</p>
            <p className="project-card__result">
              <strong>Result:</strong> {project.result}
            </p>
            <TagList tags={project.services} label="Services" />
          </article>
        ))}
      </div>
    </div>
  );
}
