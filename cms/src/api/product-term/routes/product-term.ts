import { factories } from '@strapi/strapi';

/** Strapi's REST API for the product terms (a single type): GET /api/product-term only (docs/api.md). */
export default factories.createCoreRouter('api::product-term.product-term', { only: ['find'] });
