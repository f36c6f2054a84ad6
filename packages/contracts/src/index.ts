export * from './constants/console.constants';
export * from './system/system.schema';
