import { describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { DomainError, defineErrors } from './domain-error.ts'
import { checkedBody, idAndBody, idAndFields, uncheckedBody } from './request-body.ts'

const errors = defineErrors({ nameRequired: [400, 'Name is required.'], tooMany: [429, 'Slow down.'] })
type NameBody = { name?: string }
const parseName = (raw: unknown) => {
  const name = (raw as NameBody | null)?.name
  if (typeof name !== 'string' || name === '') throw errors.error('nameRequired')
  if (name === 'flood') throw errors.error('tooMany', { headers: { 'Retry-After': '60' } })
  return { name }
}
const nameInput = checkedBody<NameBody>()(parseName)
const thrown = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  return null
}

describe('request body schemas', () => {
  it('checkedBody: any value reaches the parse function, whose DomainError comes out whole', () => {
    expect(nameInput.parse({ name: 'Asha' })).toEqual({ name: 'Asha' })
    for (const raw of [undefined, null, 5, [], { name: 7 }]) {
      expect(thrown(() => nameInput.parse(raw))).toMatchObject({ message: 'Name is required.', status: 400 })
    }
    const limited = thrown(() => nameInput.parse({ name: 'flood' }))
    expect(limited).toBeInstanceOf(DomainError)
    expect(limited).toMatchObject({ status: 429, headers: { 'Retry-After': '60' } })
  })

  it('uncheckedBody: an object as sent, anything else as {}', () => {
    const body = { name: 7, extra: true }
    expect(uncheckedBody<NameBody>().parse(body)).toBe(body)
    for (const raw of [undefined, null, 'x', [1]]) expect(uncheckedBody<NameBody>().parse(raw)).toEqual({})
  })

  it('idAndBody and idAndFields check the id first, then the body', () => {
    expect(idAndBody(nameInput).parse({ id: 'a', body: { name: 'Asha' } })).toEqual({ id: 'a', body: { name: 'Asha' } })
    expect(idAndFields(nameInput).parse({ id: 'a', name: 'Asha' })).toEqual({ id: 'a', body: { name: 'Asha' } })
    for (const schema of [idAndBody(nameInput), idAndFields(nameInput)])
      expect(thrown(() => schema.parse({ body: 5 }))).toBeInstanceOf(ZodError)
    expect(thrown(() => idAndBody(nameInput).parse({ id: 'a', body: 5 }))).toMatchObject({
      message: 'Name is required.',
    })
    expect(thrown(() => idAndFields(nameInput).parse({ id: 'a' }))).toMatchObject({ message: 'Name is required.' })
  })
})
