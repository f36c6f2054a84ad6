export const billingPath = '/billing';
export const billingOverviewPath = `${billingPath}/overview`;
export const billingPlansPath = `${billingPath}/plans`;
export const billingInformationPath = `${billingPath}/information`;
