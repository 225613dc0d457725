import { Link, useParams } from 'react-router-dom';
import { NotFoundContent } from '../components/NotFoundContent.js';
import { TagList } from '../components/TagList.js';
import { articleBodies, findArticle } from '../content/articles.js';
import { lazyContents } from '../lib/LazyContent.js';
import { describeForMeta, type PageMetaSource } from '../lib/page-meta.js';
import { routes } from '../lib/routes.js';

export const meta: PageMetaSource = ({ params }) => {
  const article = findArticle(params.slug ?? '');
  if (!article) {
    return {
      title: 'Page not found',
      description:
        'This article is not in our knowledge center. Browse the full list of articles on websites, apps, marketing and security from our team in Rawalpindi.',
    };
  }
  return {
    title: article.title,
    description: describeForMeta(article.excerpt, `An article by ${article.author}.`),
  };
};

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  if (!article) return <NotFoundContent />;

  return (
    <article className="page page--narrow article">
      <p className="article__back">
        <Link to={routes.knowledgeCenter.link()}>Back to the knowledge center</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="muted article__author">By {article.author}</p>
      <TagList tags={article.categories} label="Categories" />
      <div className="article__body">
        <ArticleBody slug={article.slug} />
      </div>
      <p>
        <Link to={routes.knowledgeCenter.link()}>Read more articles in the knowledge center</Link>
      </p>
    </article>
  );
}

const bodies = lazyContents(articleBodies);

function ArticleBody({ slug }: { slug: string }) {
  const Body = bodies[slug]!;
  return <Body>{(body) => body.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}</Body>;
}
