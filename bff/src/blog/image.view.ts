import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  IMAGE_ALT_MAX_LENGTH,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  MAX_PLACEHOLDER_LENGTH,
  SOCIAL_CARD,
} from '@site/contract';

@ApiSchema({ name: 'ImageVariant' })
export class ImageVariantView {
  @ApiProperty({
    example: '/uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.avif',
  })
  url!: string;

  @ApiProperty({ type: 'integer', minimum: 1 }) width!: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) height!: number;
  @ApiProperty({ enum: IMAGE_FORMATS }) format!: ImageFormat;
}

/** An image made for the web by the image pipeline. */
@ApiSchema({
  name: 'ResponsiveImage',
  description: `Variants at widths ${IMAGE_WIDTHS.join(', ')} (never wider than the upload) in ${IMAGE_FORMATS.join(', ')}; immutable URLs.`,
})
export class ResponsiveImageView {
  @ApiProperty({
    maxLength: IMAGE_ALT_MAX_LENGTH,
    description: "The image's description, used as `alt`; empty when marked decorative.",
  })
  alt!: string;

  @ApiProperty({ type: 'integer', description: 'Width of the widest variant.' }) width!: number;
  @ApiProperty({ type: 'integer', description: 'Height of the widest variant.' }) height!: number;

  @ApiProperty({
    maxLength: MAX_PLACEHOLDER_LENGTH,
    example: 'data:image/webp;base64,UklGR…',
    description: 'A tiny blurred image to show until the image arrives.',
  })
  placeholder!: string;

  @ApiProperty({
    type: [ImageVariantView],
    description: 'Every width in every format: by format (AVIF, WebP, JPEG), then width.',
  })
  variants!: ImageVariantView[];

  @ApiProperty({
    type: ImageVariantView,
    description: `A ${SOCIAL_CARD.width}×${SOCIAL_CARD.height} JPEG for link previews (og:image) and the feed.`,
  })
  social!: ImageVariantView;
}
