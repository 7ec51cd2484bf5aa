/** Who is calling: the account and the API key, resolved by authentication. */
export interface Actor {
  accountId: string;
  keyId: string;
}
