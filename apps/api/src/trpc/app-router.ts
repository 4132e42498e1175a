import { authRouter } from '../auth/auth-router.ts'
import { router } from './trpc.ts'

/** One router per domain; the apps import only `type AppRouter`. */
export const appRouter = router({
  auth: authRouter,
})

export type AppRouter = typeof appRouter
