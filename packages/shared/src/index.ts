export * from './cards';
export * from './constants';
export * from './money';
export * from './schemas/accounts';
export * from './schemas/admin';
export * from './schemas/catalogue';
export * from './schemas/checkout';
export * from './schemas/common';
