export * from '@gold/ui/trpc'
