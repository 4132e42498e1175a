// Browser-safe: the web apps import the language list for their selects.
export * from './message-language.ts'
export * from './message-templates.ts'
export * from './sms-length.ts'
export * from './message-delivery.ts'
export * from './sms-dlt.ts'
