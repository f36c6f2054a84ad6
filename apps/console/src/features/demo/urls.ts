export const demoPath = '/demo';
