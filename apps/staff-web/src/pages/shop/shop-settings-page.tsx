import { Alert, Button, Card, ErrorState, FileField, Link, Loading, PageHeader, TextArea, TextField } from '@gold/ui'
import { RetentionCard } from './retention-card.tsx'
import { SignInSecurityCard } from './sign-in-security-card.tsx'
import { SmsDltCard } from './sms-dlt-card.tsx'
import { UpiSettingsCard } from './upi-settings-card.tsx'
import { GatewaySettingsCard } from '../gateway/gateway-settings-card.tsx'
import { useCan } from '../../session.ts'
import { trpc } from '../../trpc.ts'
import { useShopProfileForm, type ShopProfile, type ShopProfileForm } from './shop-profile-form.ts'
import './shop-settings.css'

/** `/settings/shop` (tenant admin): the shop's identity printed on every document, and where its loan rules live. */
export function ShopSettingsPage() {
  const profile = trpc.shop.profile.useQuery()
  // The profile is tested on its own, outside the signed-in shell: no session there, no gateway card.
  const managesGateway = useCan('gateway.manage')
  return (
    <>
      <PageHeader title="Shop profile" subtitle="Printed on your certificates, receipts and loan documents." />
      {profile.isPending ? (
        <Loading label="Loading the profile…" />
      ) : profile.error ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <div className="grid cols-2 shop-settings">
          <ProfileCard profile={profile.data} />
          <Card title="Loan rules">
            <p className="small">
              Loan-to-value ceilings, penal rate, grace days, the default threshold, the auction notice period and the
              days your shop is closed are kept with the loan settings.
            </p>
            <p>
              <Link to="/loans/settings">Loan defaults and holidays</Link>
            </p>
            <p className="small">
              Today&rsquo;s gold rate: <Link to="/gold-rate">see or enter it</Link>.
            </p>
          </Card>
          <SignInSecurityCard />
          <UpiSettingsCard />
          {managesGateway && <GatewaySettingsCard />}
          <SmsDltCard />
          <RetentionCard />
        </div>
      )}
    </>
  )
}

function ProfileCard({ profile }: { profile: ShopProfile }) {
  const model = useShopProfileForm(profile)
  const { form, submit, saved, saving } = model
  return (
    <Card title={profile.name}>
      <form className="form" onSubmit={submit} noValidate aria-label="Shop profile">
        <TextField
          label="Legal name"
          {...form.text('legalName')}
          onBlur={() => form.touch('legalName')}
          hint="As registered, e.g. Lakshmi Gold Finance Pvt Ltd."
          autoComplete="organization"
        />
        <TextArea
          label="Address"
          rows={3}
          {...form.text('address')}
          onBlur={() => form.touch('address')}
          hint="Printed line by line, up to 300 characters."
          autoComplete="street-address"
        />
        <div className="form-grid cols-2">
          <TextField
            label="Phone"
            type="tel"
            inputMode="tel"
            {...form.text('phone')}
            onBlur={() => form.touch('phone')}
            hint="Mobile, or landline with STD code."
            autoComplete="tel"
          />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            {...form.text('email')}
            onBlur={() => form.touch('email')}
            autoComplete="email"
          />
          <TextField
            label="GSTIN"
            {...form.text('gstin')}
            onBlur={() => form.touch('gstin')}
            hint="15 characters, e.g. 27AAPFU0939F1ZV."
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField
            label="Licence or registration number"
            {...form.text('licenceNumber')}
            onBlur={() => form.touch('licenceNumber')}
            hint="Money-lending licence or company registration."
          />
        </div>
        <LogoField model={model} />
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {saved && <Alert tone="success">Profile saved. New documents print it.</Alert>}
        <div className="form-actions">
          <Button type="submit" busy={saving}>
            Save profile
          </Button>
        </div>
      </form>
    </Card>
  )
}

function LogoField({ model }: { model: ShopProfileForm }) {
  const { form, change } = model
  const logo = form.values.logo
  return (
    <div className="shop-logo">
      <FileField
        label="Logo"
        purpose="logo"
        accept="image/png,image/jpeg"
        value={logo ? { ...logo, name: logo.name ?? 'current logo', size: 0, contentType: '' } : null}
        onChange={(file) => change('logo', file ? { pathname: file.pathname, url: file.url, name: file.name } : null)}
        error={form.errors.logoPathname ?? null}
        hint="PNG or JPEG, up to 10 MB. A square or wide logo prints best."
      />
      {logo && (
        <figure className="shop-logo-preview">
          <img src={logo.url} alt="Logo preview" />
          <figcaption className="small muted">Preview{logo.name ? `: ${logo.name}` : ''}</figcaption>
        </figure>
      )}
    </div>
  )
}
