import { permissionErrors } from '@gold/core/permissions/custom-roles'
import { permissionAreas } from '@gold/core/permissions/permission-catalog'
import { BUILT_IN_ROLE_NAMES, BUILT_IN_ROLES } from '@gold/core/permissions/built-in-roles'
import { renderWithTrpc, stubProcedure, useMockServer, type ProcedureOutput } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RolesPage } from './roles-page.tsx'
import { StaffRolesModal } from './staff-roles-modal.tsx'

useMockServer()

type Matrix = ProcedureOutput<'roles.matrix'>
const matrix = (custom: Matrix['roles'] = [], assignments: Matrix['assignments'] = []): Matrix => ({
  areas: permissionAreas(),
  roles: [
    ...BUILT_IN_ROLE_NAMES.map((id) => ({
      id,
      name: BUILT_IN_ROLES[id].label,
      builtIn: true,
      permissions: [...BUILT_IN_ROLES[id].permissions],
    })),
    ...custom,
  ],
  assignments,
})
const VAULT = { id: 'r1', name: 'Vault keeper', builtIn: false, permissions: ['loans.read' as const] }

describe('Roles page', () => {
  it('shows built-in roles read-only and saves the ticks of a custom role', async () => {
    stubProcedure('roles.matrix', () => matrix([VAULT]))
    const saves = stubProcedure('roles.update', (input) => ({ id: input.id, ...input.role }))
    const user = userEvent.setup()
    renderWithTrpc(<RolesPage />)
    const cashierCollects = await screen.findByRole('checkbox', { name: 'Record payments: Cashier' })
    expect((cashierCollects as HTMLInputElement).checked).toBe(true)
    expect((cashierCollects as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Save Vault keeper' }).hasAttribute('disabled')).toBe(true)
    await user.click(screen.getByRole('checkbox', { name: "Read the shop's audit trail: Vault keeper" }))
    await user.click(screen.getByRole('button', { name: 'Save Vault keeper' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]!.input).toEqual({
      id: 'r1',
      role: { name: 'Vault keeper', permissions: ['loans.read', 'audit.read'] },
    })
  })

  it('adds a role by name and shows the server message at the field', async () => {
    stubProcedure('roles.matrix', () => matrix())
    const creates = stubProcedure('roles.create', () => {
      throw permissionErrors.error('roleNameReserved', { field: 'name' })
    })
    const user = userEvent.setup()
    renderWithTrpc(<RolesPage />)
    await user.type(await screen.findByLabelText('Role name'), 'Manager')
    await user.click(screen.getByRole('button', { name: 'Add role' }))
    expect(await screen.findByText('That name belongs to a built-in role.')).toBeTruthy()
    expect(creates[0]!.input).toEqual({ name: 'Manager', permissions: [] })
  })
})

describe('Roles of a staff member', () => {
  it('ticks several roles and sends them all', async () => {
    stubProcedure('roles.matrix', () => matrix([VAULT], [{ userId: 'u2', role: 'cashier' }]))
    const assigns = stubProcedure('roles.assign', (input) => input)
    const done: string[] = []
    const user = userEvent.setup()
    renderWithTrpc(
      <StaffRolesModal
        user={{
          id: 'u2',
          name: 'Ravi',
          email: 'ravi@shop.in',
          role: 'TENANT_EMPLOYEE',
          active: true,
          createdAt: new Date(),
          you: false,
        }}
        onClose={() => {}}
        onDone={(text) => done.push(text)}
      />,
    )
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Cashier' })).checked).toBe(true)
    expect(screen.queryByRole('checkbox', { name: 'Owner' })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Vault keeper' }))
    await user.click(screen.getByRole('button', { name: 'Save roles' }))
    await waitFor(() => expect(done).toHaveLength(1))
    expect(assigns[0]!.input).toEqual({ userId: 'u2', roles: ['cashier', 'r1'] })
  })
})
