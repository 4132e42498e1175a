import { useLanguage, type Language } from '@gold/ui'
import { useEffect, useRef } from 'react'
import { trpc } from './trpc.ts'

/**
 * The signed-in borrower's language is their saved preference (the one their SMS come in), except
 * that a language chosen on the sign-in page just before is saved as the preference. Returns what
 * the header's switcher calls: the choice is saved, so the next SMS is in it too.
 */
export function usePortalLanguage() {
  const { language, follow, chosen } = useLanguage()
  const utils = trpc.useUtils()
  const profile = trpc.portal.profile.useQuery(undefined, { staleTime: 60_000 })
  const save = trpc.portal.setLanguage.useMutation({ onSuccess: () => utils.portal.profile.invalidate() })
  const saved = profile.data?.preferredLanguage
  const settled = useRef(false)
  useEffect(() => {
    if (!saved) return
    const first = !settled.current
    settled.current = true
    if (first && chosen() && language !== saved) save.mutate({ preferredLanguage: language })
    else follow(saved)
    // Only a change of the saved preference moves the screen; the screen's own choice is saved above.
  }, [saved])
  return { saveLanguage: (l: Language) => save.mutate({ preferredLanguage: l }), saving: save.isPending }
}
