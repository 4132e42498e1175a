import { custodyErrors, type VaultPlaceInput } from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { custodyRepository } from './custody-repository.ts'

type PlaceRow = Awaited<ReturnType<ReturnType<typeof custodyRepository>['place']>> & {}
const placeJson = (p: PlaceRow) => ({
  id: p.id,
  safe: p.safe,
  tray: p.tray,
  slot: p.slot,
  label: p.label,
  active: p.active,
})

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (e) {
    if (isUniqueViolation(e)) throw custodyErrors.error('placeExists')
    throw e
  }
}

/** tRPC custody.places: the shop's vault places by label, retired ones only when asked. */
export async function listPlaces(ctx: AppContext, tenantId: string, includeRetired = false) {
  return (await custodyRepository(ctx, tenantId).places(includeRetired)).map(placeJson)
}

/** tRPC custody.createPlace (custody.manage). */
export async function createPlace(ctx: AppContext, tenantId: string, input: VaultPlaceInput) {
  return placeJson(await unique(() => custodyRepository(ctx, tenantId).insertPlace(input)))
}

/** tRPC custody.updatePlace: rename a place (its packets stay in it). */
export async function updatePlace(ctx: AppContext, tenantId: string, id: string, input: VaultPlaceInput) {
  const repo = custodyRepository(ctx, tenantId)
  if (!(await repo.place(id))) throw custodyErrors.error('placeNotFound')
  return placeJson(await unique(() => repo.updatePlace(id, input)))
}

/**
 * tRPC custody.setPlaceActive: retire or bring back a place. A place is never deleted: movements
 * name it. A place holding packets cannot be retired (move them first).
 */
export async function setPlaceActive(ctx: AppContext, tenantId: string, id: string, active: boolean) {
  const repo = custodyRepository(ctx, tenantId)
  if (!(await repo.place(id))) throw custodyErrors.error('placeNotFound')
  if (!active && (await repo.packetsAt(id)) > 0) throw custodyErrors.error('placeNotEmpty')
  return placeJson(await repo.updatePlace(id, { active }))
}
