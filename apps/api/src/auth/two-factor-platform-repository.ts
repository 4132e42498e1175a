import type { AppContext } from '../platform/context.ts'

export type SubjectKind = 'staff' | 'superadmin'
export type Subject = { kind: SubjectKind; id: string }

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): second factors, recovery
 * codes and sign-in challenges are read at sign-in, before any tenant is known, and a super admin
 * has no tenant at all. The shop's requirement is read by the tenant it names.
 */
export function twoFactorRepository(ctx: AppContext) {
  const db = ctx.db.prisma
  const bySubject = (s: Subject) => ({ subjectKind: s.kind, subjectId: s.id })
  return {
    credential: (s: Subject) =>
      db.twoFactorCredential.findUnique({ where: { subjectKind_subjectId: { subjectKind: s.kind, subjectId: s.id } } }),
    /** Begin (or begin again) an enrolment: an unconfirmed credential with a new secret. */
    startCredential: (s: Subject, secretCipher: string) =>
      db.twoFactorCredential.upsert({
        where: { subjectKind_subjectId: { subjectKind: s.kind, subjectId: s.id } },
        create: { ...bySubject(s), secretCipher },
        update: { secretCipher, confirmedAt: null, lastTimeStep: null },
      }),
    /**
     * Accept a code's step: conditional on the step being later than the last one accepted, so two
     * requests with one code cannot both pass. False when another took it first.
     */
    acceptStep: async (id: string, step: number, confirmAt: Date | null) =>
      (
        await db.twoFactorCredential.updateMany({
          where: { id, OR: [{ lastTimeStep: null }, { lastTimeStep: { lt: step } }] },
          data: { lastTimeStep: step, ...(confirmAt ? { confirmedAt: confirmAt } : {}) },
        })
      ).count === 1,
    /** Turn TOTP off: the credential and its recovery codes go. */
    removeCredential: (s: Subject) =>
      db.$transaction([
        db.twoFactorCredential.deleteMany({ where: bySubject(s) }),
        db.recoveryCode.deleteMany({ where: bySubject(s) }),
      ]),
    replaceRecoveryCodes: (s: Subject, hashes: string[]) =>
      db.$transaction([
        db.recoveryCode.deleteMany({ where: bySubject(s) }),
        db.recoveryCode.createMany({ data: hashes.map((codeHash) => ({ ...bySubject(s), codeHash })) }),
      ]),
    /** Use one recovery code, once: conditional on it being unused. */
    useRecoveryCode: async (s: Subject, codeHash: string, at: Date) =>
      (await db.recoveryCode.updateMany({ where: { ...bySubject(s), codeHash, usedAt: null }, data: { usedAt: at } }))
        .count === 1,
    recoveryCodesLeft: (s: Subject) => db.recoveryCode.count({ where: { ...bySubject(s), usedAt: null } }),

    insertChallenge: (c: { tokenHash: string; subject: Subject; enrol: boolean; expiresAt: Date }) =>
      db.signInChallenge.create({
        data: { tokenHash: c.tokenHash, ...bySubject(c.subject), enrol: c.enrol, expiresAt: c.expiresAt },
      }),
    /** Take one try of a live challenge: null when it is unknown, used, expired or out of tries. */
    takeChallengeTry: async (tokenHash: string, now: Date, maxTries: number) => {
      const taken = await db.signInChallenge.updateMany({
        where: { tokenHash, usedAt: null, expiresAt: { gt: now }, attempts: { lt: maxTries } },
        data: { attempts: { increment: 1 } },
      })
      return taken.count === 1 ? db.signInChallenge.findUnique({ where: { tokenHash } }) : null
    },
    /** Finish a challenge, once: false when a concurrent request finished it first. */
    finishChallenge: async (id: string, at: Date) =>
      (await db.signInChallenge.updateMany({ where: { id, usedAt: null }, data: { usedAt: at } })).count === 1,

    /** The account a second step signs in: still active, with its shop's slug (staff) or none (super admin). */
    staffById: (id: string) => db.user.findUnique({ where: { id }, include: { tenant: true } }),
    superAdminById: (id: string) => db.superAdmin.findUnique({ where: { id } }),

    shopRequiresTwoFactor: async (tenantId: string) =>
      (await db.shopSecuritySettings.findUnique({ where: { tenantId }, select: { requireTwoFactor: true } }))
        ?.requireTwoFactor ?? false,

    /** The subject's signed-in devices: live sessions, most recently used first. */
    liveSessions: (s: Subject, now: Date) =>
      db.session.findMany({
        where: { kind: s.kind, subjectId: s.id, revokedAt: null, expiresAt: { gt: now } },
        select: { id: true, createdAt: true, lastUsedAt: true, ip: true, userAgent: true },
        orderBy: [{ createdAt: 'desc' }],
        take: 100,
      }),
    revokeSession: async (s: Subject, id: string, at: Date) =>
      (
        await db.session.updateMany({
          where: { id, kind: s.kind, subjectId: s.id, revokedAt: null },
          data: { revokedAt: at },
        })
      ).count === 1,
  }
}
