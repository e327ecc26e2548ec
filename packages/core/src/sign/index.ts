export * from './sign'
