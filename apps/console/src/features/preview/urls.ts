export const previewPath = '/preview';
