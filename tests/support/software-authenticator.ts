import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

// For workers tests: a passkey authenticator in software (ES256, "none" attestation, a discoverable
// credential with user verification), so the real ceremony code verifies real signatures. It answers
// the options the site hands out exactly as a browser's navigator.credentials would.

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } }

async function sha256(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

function uint32(value: number): Uint8Array {
  return new Uint8Array([(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255])
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries an ASN.1 DER sequence of two integers. */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let start = 0
    while (start < bytes.length - 1 && bytes[start] === 0) start++
    const trimmed = bytes.slice(start)
    const body = trimmed[0]! & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed
    return concat(new Uint8Array([0x02, body.length]), body)
  }
  const sequence = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)))
  return concat(new Uint8Array([0x30, sequence.length]), sequence)
}

const text = (value: string) => new TextEncoder().encode(value)

export type SoftwarePasskey = {
  credentialId: string
  /** answers registration options: the RegistrationResponseJSON a browser would post */
  create: (options: Options, origin: string) => Promise<Record<string, unknown>>
  /** answers sign-in options: the AuthenticationResponseJSON a browser would post */
  get: (options: Options, origin: string) => Promise<Record<string, unknown>>
}

export async function softwarePasskey(): Promise<SoftwarePasskey> {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair
  const jwk = (await crypto.subtle.exportKey('jwk', keys.publicKey)) as JsonWebKey
  const rawId = crypto.getRandomValues(new Uint8Array(16))
  const credentialId = isoBase64URL.fromBuffer(rawId)
  let counter = 0
  let userHandle = ''
  const clientData = (type: string, challenge: string, origin: string) =>
    text(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    credentialId,
    async create(options, origin) {
      userHandle = options.user?.id ?? ''
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ])
      const rpIdHash = await sha256(text(options.rp?.id ?? ''))
      // Flags: user present, user verified, attested credential data included.
      const authData = concat(
        rpIdHash,
        new Uint8Array([0x45]),
        uint32(counter),
        new Uint8Array(16),
        new Uint8Array([0, rawId.length]),
        rawId,
        isoCBOR.encode(cose),
      )
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      )
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    async get(options, origin) {
      counter++
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin)
      const authData = concat(await sha256(text(options.rpId ?? '')), new Uint8Array([0x05]), uint32(counter))
      const signed = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, concat(authData, await sha256(clientDataJSON))),
      )
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(derSignature(signed)),
          userHandle,
        },
        clientExtensionResults: {},
      }
    },
  }
}
