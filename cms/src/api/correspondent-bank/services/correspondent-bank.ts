import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::correspondent-bank.correspondent-bank');
