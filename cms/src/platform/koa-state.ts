import type { Context } from 'koa';
import type { StaffMember } from '../staff-auth/staff';

/** What this app keeps in Koa's per-request state (`ctx.state`, which Koa types as anything). */
interface BankState {
  /** The staff member whose token the staff gate or a route's role policy accepted. */
  staff?: StaffMember;
}

const stateOf = (ctx: Context): BankState => ctx.state;

/** The staff member already vouched for on this request, if any. */
export const vouchedStaff = (ctx: Context): StaffMember | undefined => stateOf(ctx).staff;

export const vouchStaff = (ctx: Context, staff: StaffMember): void => {
  stateOf(ctx).staff = staff;
};

/** The caller of a staff-only route: its role policy has run, so a missing one is a wiring bug. */
export function staffCaller(ctx: Context): StaffMember {
  const staff = vouchedStaff(ctx);
  if (!staff) throw new Error(`${ctx.method} ${ctx.path} reached its controller without a staff-only check`);
  return staff;
}
