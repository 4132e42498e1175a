/**
 * One kind of document: the name a worker thread finds it by, and the function that draws it from
 * its input. The input crosses to a worker by structured clone, so it holds only plain data (objects,
 * arrays, strings, numbers, Dates, Maps, Sets, byte arrays): no functions, no class instances, and
 * bytes arrive as Uint8Array, never Buffer (see `imageDataUri`).
 */
export type PdfKind<Input> = {
  readonly name: string
  readonly render: (input: Input) => Promise<Buffer>
}

export const pdfKind = <Input>(name: string, render: (input: Input) => Promise<Buffer>): PdfKind<Input> => ({
  name,
  render,
})

/** Renders documents of one shop (tenant). */
export type ShopPdfRenderer = {
  render<Input>(kind: PdfKind<Input>, input: NoInfer<Input>): Promise<Buffer>
}

/**
 * How services get a document rendered (`ctx.pdf.forShop(tenantId).render(kind, input)`): in a
 * worker pool in the server, which serves tenants in turn, in the calling thread in the CLI.
 */
export type PdfRenderer = {
  readonly kind: 'pool' | 'in-thread'
  forShop(tenantId: string): ShopPdfRenderer
  /** Stop the worker threads (the server's shutdown, a test's close). */
  close(): Promise<void>
}

/** Renders on the calling thread: the CLI (one document, no event loop to keep free) and unit tests. */
export const inThreadPdfRenderer: PdfRenderer = {
  kind: 'in-thread',
  forShop: () => ({ render: (kind, input) => kind.render(input) }),
  close: async () => {},
}
