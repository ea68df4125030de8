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

export interface LoanProduct extends Struct.ComponentSchema {
  collectionName: 'components_loan_products';
  info: {
    description: 'One loan product of the repayment calculator: its name, how its rate is quoted, the rate per year, and its limits.';
    displayName: 'Loan product';
  };
  attributes: {
    annual_rate: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 100;
          min: 0;
        },
        number
      >;
    maximum_amount: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    maximum_months: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 360;
          min: 1;
        },
        number
      >;
    method: Schema.Attribute.Enumeration<['reducing_balance', 'flat']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'reducing_balance'>;
    minimum_amount: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    minimum_months: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 360;
          min: 1;
        },
        number
      >;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'deposit.tenor-rate': DepositTenorRate;
      'loan.product': LoanProduct;
    }
  }
}
