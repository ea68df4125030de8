import fs from 'fs';
import path from 'path';
import { NEWS_CATEGORIES } from '@bank/shared';

/** The news item's content type, whose `category` enum the panel offers and the database keeps. */
const schema = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../src/api/news-item/content-types/news-item/schema.json'), 'utf8'),
) as { attributes: { category: { type: string; enum: string[] } } };

describe('news categories', () => {
  it('are the same in the contract (the site, the API) and the content type (the panel, the database), in order', () => {
    expect(schema.attributes.category.type).toBe('enumeration');
    expect(schema.attributes.category.enum).toEqual([...NEWS_CATEGORIES]);
  });
});
