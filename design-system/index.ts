export * from './theme';
export * from './Button';
export * from './Spinner';
