import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type ImageAsset } from '../content/types.js';
import { Picture } from './Picture.js';

interface LinkCardProps {
  to: string;
  title: string;
  /** The level that keeps the page's outline in order. */
  headingLevel: 2 | 3;
  image?: ImageAsset;
  priority?: boolean;
  /** Extra words for screen readers, so the link makes sense on its own (e.g. ' careers'). */
  hiddenSuffix?: string;
  children?: ReactNode;
}

/**
 * A card whose title is the link; the link's hit area is stretched over the whole card (CSS),
 * so the card is clickable while the link's accessible name stays short.
 */
export function LinkCard({
  to,
  title,
  headingLevel,
  image,
  priority,
  hiddenSuffix,
  children,
}: LinkCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card link-card">
      {image && <Picture image={image} priority={priority} className="link-card__image" />}
      <Heading className="link-card__title">
        <Link to={to} className="link-card__link">
          {title}
          {hiddenSuffix && <span className="visually-hidden">{hiddenSuffix}</span>}
        </Link>
      </Heading>
      {children}
    </article>
  );
}
