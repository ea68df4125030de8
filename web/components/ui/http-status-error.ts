/**
 * A failed HTTP answer: the spec tells a non-OK answer apart from a thrown error. A module of its own, without the
 * contract's schemas: the exchange rates card tells the two apart on pages whose islands load no schema at all (the
 * home page's card is drawn from the server's rates, already checked, until the live rates load).
 */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}
