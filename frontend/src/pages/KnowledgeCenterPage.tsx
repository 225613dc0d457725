import { LinkCard } from '../components/LinkCard.js';
import { TagList } from '../components/TagList.js';
import { articles } from '../content/articles.js';
import { type PageMeta } from '../lib/page-meta.js';
import { routes } from '../lib/routes.js';

export const meta: PageMeta = {
  title: 'Knowledge center',
  description:
    'Plain-language articles from our Rawalpindi team on websites, apps, digital marketing, cyber security and design, written for business owners and new students.',
};

export default function KnowledgeCenterPage() {
  return (
    <div className="page knowledge">
      <h1>Knowledge center</h1>
      <p className="lead">
        Short, practical articles from our team to help you plan, build and promote your business
        online.
      </p>
      <div className="grid knowledge__grid">
        {articles.map((article) => (
          <LinkCard
            key={article.slug}
            to={routes.article.link(article.slug)}
            title={article.title}
            headingLevel={2}
          >
            <p className="muted knowledge__author">By {article.author}</p>
            <TagList tags={article.categories} label="Categories" />
            <p className="link-card__text">{article.excerpt}</p>
          </LinkCard>
        ))}
      </div>
    </div>
  );
}
