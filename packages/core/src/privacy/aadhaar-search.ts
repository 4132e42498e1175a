/**
 * The keyed-hash search of the Aadhaar Data Vault. Spec 4.6 matches a customer when the stored
 * Aadhaar contains the query's digits, whatever their length or place ("Aadhaar substring of the
 * query's digits"). The vault keeps no number in clear, so it keeps a keyed hash of every run of
 * consecutive digits the stored value holds (at most 78 for 12 digits): the query's digits match
 * exactly when their hash is among them, the same answer as `aadhaar LIKE '%digits%'` gave.
 */
export function aadhaarDigitRuns(stored: string): string[] {
  const runs = new Set<string>()
  // A legacy value with separators contains only the runs inside each group of digits, as LIKE saw it.
  for (const group of stored.match(/\d+/g) ?? []) {
    for (let start = 0; start < group.length; start++) {
      for (let end = start + 1; end <= group.length; end++) runs.add(group.slice(start, end))
    }
  }
  return [...runs]
}
