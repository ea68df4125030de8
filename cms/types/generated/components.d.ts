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

export interface PlaceClosure extends Struct.ComponentSchema {
  collectionName: 'components_place_closures';
  info: {
    description: 'A day the branch is closed (a public holiday or another reason), shown as "Closed today: <reason>".';
    displayName: 'Closure';
  };
  attributes: {
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    reason: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
  };
}

export interface PlaceFacility extends Struct.ComponentSchema {
  collectionName: 'components_place_facilities';
  info: {
    description: "A service the branch offers on site, from the bank's list.";
    displayName: 'Facility';
  };
  attributes: {
    facility: Schema.Attribute.Enumeration<
      ['foreign-exchange', 'safe-deposit', 'step-free-access', 'atm', 'money-transfer', 'business-desk']
    > &
      Schema.Attribute.Required;
  };
}

export interface PlaceOpeningInterval extends Struct.ComponentSchema {
  collectionName: 'components_place_opening_intervals';
  info: {
    description: 'One stretch of opening time on a weekday (a day with two stretches, e.g. around a break, has two rows; a day without a row is closed).';
    displayName: 'Opening hours';
  };
  attributes: {
    closes: Schema.Attribute.String & Schema.Attribute.Required;
    opens: Schema.Attribute.String & Schema.Attribute.Required;
    weekday: Schema.Attribute.Enumeration<['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']> &
      Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'deposit.tenor-rate': DepositTenorRate;
      'loan.product': LoanProduct;
      'place.closure': PlaceClosure;
      'place.facility': PlaceFacility;
      'place.opening-interval': PlaceOpeningInterval;
    }
  }
}
