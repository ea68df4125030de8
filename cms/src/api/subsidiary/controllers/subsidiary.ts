import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::subsidiary.subsidiary');
