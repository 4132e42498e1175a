import type { CustodyRepository } from './custody-repository.ts'

type PacketRow = Awaited<ReturnType<CustodyRepository['packets']>>[number]

/** Packets as screens and labels show them: with their place's label, borrower, valuation and loan. */
export async function packetViews(repo: CustodyRepository, packets: PacketRow[]) {
  const placeIds = [...new Set(packets.flatMap((p) => (p.placeId ? [p.placeId] : [])))]
  const [places, parties] = await Promise.all([
    repo.placesById(placeIds),
    repo.packetParties(
      packets.map((p) => p.valuationId),
      packets.flatMap((p) => (p.loanId ? [p.loanId] : [])),
    ),
  ])
  return packets.map((p) => {
    const valuation = parties.valuations.find((v) => v.id === p.valuationId)
    const loan = p.loanId ? parties.loans.find((l) => l.id === p.loanId) : undefined
    return {
      id: p.id,
      number: p.number,
      sealNo: p.sealNo,
      status: p.status,
      placeId: p.placeId,
      placeLabel: places.find((pl) => pl.id === p.placeId)?.label ?? null,
      valuationId: p.valuationId,
      certificateNumber: valuation?.certificateNumber ?? null,
      goldReceiptNo: valuation?.goldReceiptNo ?? null,
      borrowerName: valuation?.customer.name ?? null,
      loanId: p.loanId,
      loanNumber: loan?.loanNumber ?? null,
      loanStatus: loan?.status ?? null,
      ornamentPhotoUrls: p.ornamentPhotoUrls,
      sealedPhotoUrl: p.sealedPhotoUrl,
      createdAt: p.createdAt.toISOString(),
    }
  })
}

export type PacketView = Awaited<ReturnType<typeof packetViews>>[number]
