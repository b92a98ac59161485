declare module 'virtual:catalogue-chunks' {
  /** Client chunk of each catalogue by `${locale}/${section}` ('nl/messages'); empty without a client build. */
  const urls: Readonly<Record<string, string>>
  export default urls
}
