import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { loanTermsProblem, type SavedLoanProduct } from './loan-term-rules';

/**
 * The loan terms cannot be saved with a product whose limits contradict each other: the panel's Save (or any other
 * create or update, whoever makes it) answers with the reason and changes nothing.
 */
export function registerLoanTermChecks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if ((context.action === 'create' || context.action === 'update') && context.uid === 'api::loan-term.loan-term') {
      const products = (context.params as { data?: { products?: unknown } }).data?.products;
      const problem = Array.isArray(products) ? loanTermsProblem(products as SavedLoanProduct[]) : null;
      if (problem) throw new errors.ValidationError(problem);
    }
    return next();
  });
}
