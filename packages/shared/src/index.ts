export * from './constants';
export * from './money';
export * from './schemas/catalogue';
export * from './schemas/common';
