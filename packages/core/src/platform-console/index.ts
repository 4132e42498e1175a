export * from './console-inputs.ts'
