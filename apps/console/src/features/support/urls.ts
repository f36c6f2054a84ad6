export const supportPath = '/support';
