import { SHOP_PROFILE_ERROR_FIELDS, shopProfileProblems } from '@gold/core/shop/shop-profile'
import { type UploadedFile, useFormModel } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'

export type ShopProfile = RouterOutputs['shop']['profile']
/** The stored logo, or one just uploaded: what the preview shows and the save sends. */
export type LogoFile = Pick<UploadedFile, 'pathname' | 'url'> & { name: string | null }

export type ProfileValues = {
  legalName: string
  address: string
  phone: string
  email: string
  gstin: string
  licenceNumber: string
  logo: LogoFile | null
}
type Field = Exclude<keyof ProfileValues, 'logo'> | 'logoPathname'

export const profileValues = (p: ShopProfile): ProfileValues => ({
  legalName: p.legalName ?? '',
  address: p.address ?? '',
  phone: p.phone ?? '',
  email: p.email ?? '',
  gstin: p.gstin ?? '',
  licenceNumber: p.licenceNumber ?? '',
  logo: p.logoPathname && p.logoUrl ? { pathname: p.logoPathname, url: p.logoUrl, name: null } : null,
})

/** What `shop.updateProfile` is sent: every field, blanks as null (they clear it). */
export function profileBody(v: ProfileValues) {
  const text = (s: string) => (s.trim() === '' ? null : s)
  return {
    legalName: text(v.legalName),
    address: text(v.address),
    phone: text(v.phone),
    email: text(v.email),
    gstin: text(v.gstin),
    licenceNumber: text(v.licenceNumber),
    logoPathname: v.logo?.pathname ?? null,
  }
}

/** The profile form: core's checks as the user types (the API's messages), the server's answer at its field. */
export function useShopProfileForm(profile: ShopProfile) {
  const utils = trpc.useUtils()
  const [saved, setSaved] = useState(false)
  const form = useFormModel<ProfileValues, Field>({
    initial: () => profileValues(profile),
    validate: (v) => shopProfileProblems(profileBody(v)),
    errorFields: { codes: SHOP_PROFILE_ERROR_FIELDS },
  })
  const update = trpc.shop.updateProfile.useMutation({
    onSuccess: (next) => utils.shop.profile.setData(undefined, next),
  })
  const submit = form.handleSubmit(async (v) => {
    setSaved(false)
    const next = await update.mutateAsync(profileBody(v))
    form.reset(profileValues(next))
    setSaved(true)
  })
  const change = <F extends keyof ProfileValues>(field: F, value: ProfileValues[F]) => {
    setSaved(false)
    form.set(field, value)
  }
  return { form, submit, change, saved, saving: update.isPending }
}

export type ShopProfileForm = ReturnType<typeof useShopProfileForm>
