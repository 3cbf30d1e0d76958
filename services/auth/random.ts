/** `bytes` random bytes, base64url without padding: secrets, keys and ids. */
export function randomToken(bytes: number): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw)).replace(
    /[+/=]/g,
    (ch) => ({ "+": "-", "/": "_", "=": "" })[ch]!,
  );
}
