/** A post as the admin form sends it; `tags` is the comma-separated text of the form. */
export interface PostInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  readTime: string;
  tags?: string;
}
