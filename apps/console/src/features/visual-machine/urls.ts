export const visualMachinePath = '/visualMachine';
export const campaignsPath = `${visualMachinePath}/campaigns`;
export const bannersPath = `${visualMachinePath}/banners`;
export const recommendationsPath = `${visualMachinePath}/recommendations`;
