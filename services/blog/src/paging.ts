import { type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

/**
 * Page `page` (from 1) of `list`, already ordered, with its total (counted in parallel).
 */
export async function pageAndTotal<T extends ObjectLiteral>(
  list: SelectQueryBuilder<T>,
  total: Promise<number>,
  page: number,
  pageSize: number,
): Promise<{ items: T[]; total: number }> {
  const [items, counted] = await Promise.all([
    list
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany(),
    total,
  ]);
  return { items, total: counted };
}

/** How many rows the query finds. A plain COUNT(*): getManyAndCount's COUNT(DISTINCT id) sorts
 * every matching row first. */
export async function countOf<T extends ObjectLiteral>(
  matching: SelectQueryBuilder<T>,
): Promise<number> {
  const counted = await matching.select('COUNT(*)::int', 'total').getRawOne<{ total: number }>();
  return counted?.total ?? 0;
}
