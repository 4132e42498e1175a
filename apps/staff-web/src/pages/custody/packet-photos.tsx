/** The packet's photos as thumbnails that open full size (the files are the shop's private uploads). */
export function PacketPhotos({
  ornamentPhotoUrls,
  sealedPhotoUrl,
}: {
  ornamentPhotoUrls: readonly string[]
  sealedPhotoUrl: string
}) {
  return (
    <ul className="packet-photos" aria-label="Packet photos">
      {ornamentPhotoUrls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener">
            <img src={url} alt={`Ornaments, photo ${i + 1}`} width={96} height={96} loading="lazy" />
          </a>
        </li>
      ))}
      <li>
        <a href={sealedPhotoUrl} target="_blank" rel="noopener">
          <img src={sealedPhotoUrl} alt="The sealed packet" width={96} height={96} loading="lazy" />
        </a>
      </li>
    </ul>
  )
}
