import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::banner-slide.banner-slide');
