/**
 * Work waiting per owner (a shop), handed out in turn: the next item comes from the owner after the
 * one served last, so one shop's backlog of fifty documents delays another shop's one document by a
 * single document, not by fifty.
 */
export function fairQueue<T>() {
  // A Map iterates in insertion order: the first key is the owner whose turn it is, and an owner
  // served goes back to the end of the line.
  const waiting = new Map<string, T[]>()
  let size = 0
  return {
    get size() {
      return size
    },
    waitingFor: (owner: string) => waiting.get(owner)?.length ?? 0,
    push(owner: string, item: T) {
      const line = waiting.get(owner)
      if (line) line.push(item)
      else waiting.set(owner, [item])
      size++
    },
    /** The next item in turn, or undefined when nothing waits. */
    shift(): T | undefined {
      const next = waiting.entries().next()
      if (next.done) return undefined
      const [owner, line] = next.value
      const item = line.shift()!
      waiting.delete(owner)
      if (line.length > 0) waiting.set(owner, line)
      size--
      return item
    },
  }
}
