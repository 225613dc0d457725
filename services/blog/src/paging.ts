import { type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

/**
 * Page `page` (from 1) of `list`, already ordered, and how many rows `matching` finds, read in
 * parallel. A plain COUNT(*): getManyAndCount's COUNT(DISTINCT id) sorts every matching row first.
 */
export async function pageAndTotal<T extends ObjectLiteral>(
  list: SelectQueryBuilder<T>,
  matching: SelectQueryBuilder<T>,
  page: number,
  pageSize: number,
): Promise<{ items: T[]; total: number }> {
  const [items, counted] = await Promise.all([
    list
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany(),
    matching.select('COUNT(*)::int', 'total').getRawOne<{ total: number }>(),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/**
 * The same in one scan, for a filter that reads every matching row anyway (a full-text search
 * over many posts): the total comes with the page's rows (COUNT(*) OVER ()), and is counted
 * apart only for a page past the end.
 */
export async function pageWithItsTotal<T extends ObjectLiteral>(
  list: SelectQueryBuilder<T>,
  matching: SelectQueryBuilder<T>,
  page: number,
  pageSize: number,
): Promise<{ items: T[]; total: number }> {
  const { entities, raw } = await list
    .addSelect('COUNT(*) OVER ()', 'total_matching')
    .offset((page - 1) * pageSize)
    .limit(pageSize)
    .getRawAndEntities<{ total_matching: string }>();
  const [first] = raw;
  if (first) return { items: entities, total: Number(first.total_matching) };
  const counted = await matching.select('COUNT(*)::int', 'total').getRawOne<{ total: number }>();
  return { items: [], total: counted?.total ?? 0 };
}
