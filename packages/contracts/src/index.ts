export * from './accounts';
export * from './auth';
export * from './constants';
export * from './entities';
export * from './forms';
export * from './images';
export * from './query';
export * from './slug';
