import { ApiProperty } from '@nestjs/swagger';
import { type PostEntity } from '@site/blog';

/** A blog post as the API sends it. */
export class PostView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() excerpt!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) content!: string;
  @ApiProperty() readTime!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: String, nullable: true, example: 'uploads/3f1c….webp' }) image!:
    string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  static of(post: PostEntity): PostView {
    return {
      _id: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      readTime: post.readTime,
      tags: post.tags,
      image: post.imageKey ? `uploads/${post.imageKey}` : null,
      createdAt: post.createdAt.toISOString(),
    };
  }
}
