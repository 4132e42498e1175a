import { Card, PageHeader } from '@gold/ui'
import { isSuperAdmin, roleLabel, useSession } from '../session.ts'

function greeting(now: Date): string {
  const hour = Number(new Intl.DateTimeFormat('en-IN', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }).format(now))
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'
}

export function DashboardPage() {
  const session = useSession()
  const firstName = session.name.split(' ')[0] ?? session.name
  return (
    <>
      <PageHeader
        title={`${greeting(new Date())}, ${firstName}`}
        subtitle={isSuperAdmin(session) ? 'Platform administration' : `${session.tenantName ?? ''} · ${roleLabel(session)}`}
      />
      <div className="grid cols-3">
        <Card title="Getting started">
          <p className="muted">Your workspace is ready. Use the menu to find your way around.</p>
        </Card>
      </div>
    </>
  )
}
