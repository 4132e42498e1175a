import { defineCatalogue } from '@gold/ui'

/** A loan's state worded for the borrower: what it means for their gold, not the shop's term for it. */
const en = {
  Active: 'Active',
  Closed: 'Closed · gold to be returned',
  Released: 'Closed · gold returned',
  Renewed: 'Renewed',
  AuctionNoticed: 'Auction notice',
  Auctioned: 'Auctioned',
  Cancelled: 'Cancelled',
  WrittenOff: 'Written off · gold held by the shop',
  Valued: 'Valued',
}

export type LoanStatusWord = keyof typeof en

export const loanStatusText = defineCatalogue(en, {
  hi: {
    Active: 'चालू',
    Closed: 'बंद · सोना लौटाना बाकी',
    Released: 'बंद · सोना लौटा दिया',
    Renewed: 'नवीनीकृत',
    AuctionNoticed: 'नीलामी सूचना',
    Auctioned: 'नीलाम हुआ',
    Cancelled: 'रद्द',
    WrittenOff: 'बट्टे खाते में · सोना दुकान के पास',
    Valued: 'मूल्यांकन हुआ',
  },
  ta: {
    Active: 'நடப்பில்',
    Closed: 'முடிந்தது · நகை திருப்பித் தர வேண்டும்',
    Released: 'முடிந்தது · நகை திருப்பித் தரப்பட்டது',
    Renewed: 'புதுப்பிக்கப்பட்டது',
    AuctionNoticed: 'ஏல அறிவிப்பு',
    Auctioned: 'ஏலம் விடப்பட்டது',
    Cancelled: 'ரத்து',
    WrittenOff: 'வாராக் கடன் · நகை கடையிடம்',
    Valued: 'மதிப்பிடப்பட்டது',
  },
})
