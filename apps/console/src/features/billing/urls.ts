export const billingPath = '/billing';
export const billingOverviewPath = `${billingPath}/overview`;
export const billingPlansPath = `${billingPath}/plans`;
export const billingInformationPath = `${billingPath}/information`;

/** Plans screen dialogs (`?action=…`); the plan key rides in `option`. */
export const subscribePlanAction = 'subscribe-plan';
export const cancelPlanAction = 'cancel-plan';
/** Overview dialog: deleting the saved card whose id is in `option`. */
export const deleteCardAction = 'delete-card';

/** The plans screen's billing cycle lives in the address, so a reload keeps the yearly prices. */
export const CYCLE_PARAM = 'cycle';
export const YEARLY_CYCLE = 'yearly';
