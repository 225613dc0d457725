import { describe, expect, it } from '@jest/globals';
import { serviceOfTag } from '../src/content/blog-services.js';
import { services } from '../src/content/services.js';

describe('the services blog posts lead to', () => {
  it.each(Object.entries(serviceOfTag))(
    'tag %s leads to a service that exists, under its own title',
    (_tag, service) => {
      expect(services.find((entry) => entry.id === service.id)?.title).toBe(service.title);
    },
  );
});
