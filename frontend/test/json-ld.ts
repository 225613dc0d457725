/**
 * Checks for the JSON-LD of a page: every block parses, every node of a known @type has the
 * properties that type needs (schema.org, and Google's required and recommended fields for its
 * rich results), and every `{"@id": …}` reference points to a node on the same page.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The organization types: a LocalBusiness subtype counts as the Organization. */
export const ORGANIZATION_TYPES = new Set(['Organization', 'LocalBusiness', 'ProfessionalService']);

/** A property name, or a list of names of which one is enough. */
type Requirement = string | readonly string[];

const ORGANIZATION: Requirement[] = [
  '@id',
  'name',
  'url',
  'logo',
  'address',
  'telephone',
  'email',
  'areaServed',
  'sameAs',
];
const ARTICLE: Requirement[] = [
  'headline',
  'description',
  'image',
  'author',
  'publisher',
  'datePublished',
  'mainEntityOfPage',
];

/** What each @type must carry. A type not listed here fails the check, so a new one is a new
 * row. */
export const REQUIRED: Record<string, readonly Requirement[]> = {
  Organization: ORGANIZATION,
  LocalBusiness: ORGANIZATION,
  ProfessionalService: ORGANIZATION,
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'addressCountry'],
  ImageObject: ['url'],
  City: ['name'],
  Country: ['name'],
  State: ['name'],
  AdministrativeArea: ['name'],
  Place: ['address'],
  Person: ['name'],
  WebPage: ['@id'],
  WebSite: ['url'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Service: ['name', 'description', 'provider', 'areaServed', 'serviceType'],
  Course: ['name', 'description', 'provider'],
  CourseInstance: ['courseMode'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', ['item', 'url']],
  Article: ARTICLE,
  BlogPosting: ARTICLE,
  CollectionPage: ['name', 'url', 'mainEntity'],
  ItemList: ['itemListElement'],
};

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const present = (value: Json | undefined): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** Every object inside `value`, itself included, depth first. */
export function nodes(value: Json): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!isObject(value)) return [];
  return [value, ...Object.values(value).flatMap(nodes)];
}

export function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type)
    ? type.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/** The problems of one page's blocks (their texts as in the HTML); none means it passes. */
export function checkJsonLd(texts: readonly string[]): {
  problems: string[];
  blocks: JsonObject[];
} {
  const problems: string[] = [];
  const blocks: JsonObject[] = [];
  texts.forEach((text, index) => {
    if (text.includes('<')) problems.push(`block ${index}: a raw "<" (must be \\u003c)`);
    let data: Json;
    try {
      data = JSON.parse(text) as Json;
    } catch (error) {
      problems.push(`block ${index}: not JSON (${String(error)})`);
      return;
    }
    if (!isObject(data)) {
      problems.push(`block ${index}: not an object`);
      return;
    }
    if (data['@context'] !== 'https://schema.org') {
      problems.push(`block ${index}: @context is not https://schema.org`);
    }
    blocks.push(data);
  });

  const all = blocks.flatMap(nodes);
  const ids = new Set(
    all
      .filter((node) => typesOf(node).length > 0 && typeof node['@id'] === 'string')
      .map((node) => node['@id'] as string),
  );
  for (const node of all) {
    const keys = Object.keys(node);
    if (keys.length === 1 && keys[0] === '@id') {
      const id = JSON.stringify(node['@id']);
      if (typeof node['@id'] !== 'string' || !ids.has(node['@id'])) {
        problems.push(`reference to a missing node ${id}`);
      }
      continue;
    }
    const types = typesOf(node);
    if (types.length === 0) {
      problems.push(`a node without @type: ${JSON.stringify(node).slice(0, 80)}`);
      continue;
    }
    for (const type of types) {
      const required = REQUIRED[type];
      if (!required) {
        problems.push(`@type ${type} has no row in the table of required properties`);
        continue;
      }
      for (const requirement of required) {
        const names = typeof requirement === 'string' ? [requirement] : requirement;
        if (!names.some((name) => present(node[name]))) {
          problems.push(`${type} lacks ${names.join(' or ')}`);
        }
      }
    }
  }
  const organizations = blocks.filter((block) =>
    typesOf(block).some((type) => ORGANIZATION_TYPES.has(type)),
  );
  if (organizations.length !== 1) {
    problems.push(`${organizations.length} Organization blocks (one expected)`);
  }
  return { problems, blocks };
}
