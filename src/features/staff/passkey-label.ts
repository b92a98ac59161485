// What a member calls a passkey ("iPhone", "YubiKey"): trimmed and kept short, on the page and in the Worker alike.
export const PASSKEY_LABEL_MAX = 60
