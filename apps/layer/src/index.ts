export * from './layer-assets';
export { LAYER_FILES } from './protocol/layer-protocol';
