export * from './constants';
export * from './money';
export * from './schemas/accounts';
export * from './schemas/catalogue';
export * from './schemas/common';
