import type { Schema, Struct } from '@strapi/strapi';

export interface DepositTenorRate extends Struct.ComponentSchema {
  collectionName: 'components_deposit_tenor_rates';
  info: {
    description: 'One fixed deposit tenor in months and its listed rate per year in percent (empty: quoted at the branch).';
    displayName: 'Tenor and rate';
  };
  attributes: {
    annual_rate: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          max: 100;
          min: 0;
        },
        number
      >;
    months: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 120;
          min: 1;
        },
        number
      >;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'deposit.tenor-rate': DepositTenorRate;
    }
  }
}
