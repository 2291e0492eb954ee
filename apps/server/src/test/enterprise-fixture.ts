import { enterpriseApplications } from '../db/schema';
import { signIn, type TestContext } from './harness';

/**
 * A signed-in enterprise user whose certification of `company` (credit code `creditCode`) was
 * approved: the organisation of vendor products, vendor profiles, tickets and the device console.
 */
export async function signInCertified(ctx: TestContext, company: string, creditCode: string) {
  const who = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
  await ctx.database.db.insert(enterpriseApplications).values({
    userId: who.userId,
    state: 'approved',
    companyName: company,
    creditCode,
    contactName: 'Li Lei',
    contactMobile: '13900000000',
    reviewedAt: new Date(),
  });
  return who;
}
