/** A short beep and a buzz: staff looking at the tray, not the screen, know a label was read. */
export function createScanFeedback() {
  let audio: AudioContext | null = null
  return {
    confirm() {
      navigator.vibrate?.(60)
      try {
        audio ??= new AudioContext()
        const tone = audio.createOscillator()
        const gain = audio.createGain()
        tone.frequency.value = 1200
        gain.gain.value = 0.15
        tone.connect(gain).connect(audio.destination)
        tone.start()
        tone.stop(audio.currentTime + 0.08)
      } catch {
        // No audio (a test DOM, a muted kiosk): the list still shows the label.
      }
    },
    close() {
      void audio?.close().catch(() => {})
      audio = null
    },
  }
}
