import { Link, useParams } from 'react-router-dom';
import { NotFoundContent } from '../components/NotFoundContent.js';
import { TagList } from '../components/TagList.js';
import { articleBodies, findArticle } from '../content/articles.js';
import { LazyContent } from '../lib/LazyContent.js';
import { describeForMeta, type PageMetaSource } from '../lib/page-meta.js';

export const meta: PageMetaSource = (params) => {
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
        <Link to="/knowledge-center">Back to the knowledge center</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="muted article__author">By {article.author}</p>
      <TagList tags={article.categories} label="Categories" />
      <div className="article__body">
        <ArticleBody slug={article.slug} />
      </div>
      <p>
        <Link to="/knowledge-center">Read more articles in the knowledge center</Link>
      </p>
    </article>
  );
}

function ArticleBody({ slug }: { slug: string }) {
  return (
    <LazyContent id={`article:${slug}`} load={articleBodies[slug]!}>
      {(body) => body.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
    </LazyContent>
  );
}
