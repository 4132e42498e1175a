import { useEffect } from 'react'

/**
 * The browser title, "<page> · <app>" ("Borrowers · Gold Desk", "My loans · Lakshmi Gold"): tabs,
 * history and bookmarks tell the pages apart. The app sets its part once, each page its own; a page
 * that goes clears its part, so a screen still loading shows the app's name rather than the last page's.
 */
let appTitle = ''
let pageTitle = ''

const apply = () => {
  document.title = [pageTitle, appTitle].filter(Boolean).join(' · ')
}

/** The app's part of every title (the product, or the shop's name in the portal and intake). */
export function useAppTitle(title: string) {
  useEffect(() => {
    appTitle = title
    apply()
  }, [title])
}

/** This page's part of the title; nothing when blank. `PageHeader` sets it from its title. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return
    pageTitle = title
    apply()
    return () => {
      if (pageTitle !== title) return
      pageTitle = ''
      apply()
    }
  }, [title])
}
