import { factories } from '@strapi/strapi';
import { PUBLIC_READ_ACTIONS } from '../../../panel/public-permissions';

/** Strapi's REST API for this editorial type: reads only (docs/api.md, "Editorial content (Strapi REST)"). */
export default factories.createCoreRouter('api::partner.partner', { only: [...PUBLIC_READ_ACTIONS] });
