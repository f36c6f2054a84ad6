export * from './layer-assets';
