import type { RouterOutputs } from '../../trpc.ts'

export type PacketRow = RouterOutputs['custody']['packets'][number]
export type PacketDetail = RouterOutputs['custody']['packet']

export const PACKET_STATUS_LABELS: Record<string, string> = {
  sealed: 'Sealed, not in the vault',
  inVault: 'In the vault',
  out: 'Out of the vault',
  released: 'Released',
  auctioned: 'Auctioned',
}

export const MOVE_LABELS: Record<string, string> = {
  intoVault: 'Into the vault',
  outForRevaluation: 'Out for re-valuation',
  outForAudit: 'Out for audit',
  back: 'Back into the vault',
  toAuction: 'To auction',
  release: 'Release',
  reseal: 'Reseal',
}

/** The moves the staff app offers from each state (the API checks them again). */
export const MOVES_FROM: Record<string, string[]> = {
  sealed: ['intoVault', 'reseal'],
  inVault: ['outForRevaluation', 'outForAudit', 'reseal', 'toAuction', 'release'],
  out: ['back', 'reseal', 'toAuction', 'release'],
  released: [],
  auctioned: [],
}

export const NEEDS_PLACE = ['intoVault', 'back']

/** The labels sheet of these packets (opens as a PDF in a new tab). */
export const labelsHref = (ids: readonly string[]) =>
  `/api/custody/labels.pdf?ids=${ids.map(encodeURIComponent).join(',')}`
