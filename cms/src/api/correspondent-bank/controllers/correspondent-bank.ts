import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::correspondent-bank.correspondent-bank');
