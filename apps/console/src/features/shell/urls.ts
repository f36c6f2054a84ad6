/** Where an unknown path lands (the router replaces it, so Back skips it). */
export const notFoundPath = '/notfound';
