import { sanitizePostContent } from '../../../lib/post-html.js';

/** The post as the public page will show it: the title and the content, sanitised the same way. */
export function PostPreview({ title, content }: { title: string; content: string }) {
  return (
    <article className="blog-post">
      <h3>{title || 'Untitled'}</h3>
      <div
        className="blog-post__content"
        dangerouslySetInnerHTML={{ __html: sanitizePostContent(content) }}
      />
    </article>
  );
}
