// The billing screens (docs/product/billing.md), one route module for the three tabs.
export { BillingOverviewPage } from './billing-overview-page';
export { BillingPlansPage } from './billing-plans-page';
export { BillingInformationPage } from './billing-information-page';
