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
