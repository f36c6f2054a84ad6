export const accountPath = '/account';
